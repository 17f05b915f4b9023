#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review when a project token exists.
// Without CHROMATIC_PROJECT_TOKEN there is nothing to publish to: say so and succeed, because
// the offline screenshot references in `npm test` already guard visual changes here.
import { pnpm } from './pnpm.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: sin CHROMATIC_PROJECT_TOKEN, no se publica (las referencias visuales offline corren en `npm test`).',
  );
  process.exit(0);
}
process.exit(pnpm(['exec', 'chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)]));
