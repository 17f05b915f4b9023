// The API server's Content-Security-Policy allows one inline <style> by its hash: the one
// react-aria's usePress writes into the page. If an upgrade of react-aria changes that text, the
// browser blocks it (press styles lost, a CSP error in the console): this test fails first.
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactAriaPressStyle } from '../apps/api/src/security';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function installedPressStyle(): string {
  // pnpm keeps react-aria beside the react-aria-components that @cg/ui depends on.
  const components = realpathSync(path.join(root, 'packages/ui/node_modules/react-aria-components'));
  const source = readFileSync(path.join(components, '../react-aria/dist/private/interactions/usePress.mjs'), 'utf8');
  const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
  if (!attribute || !template) throw new Error('usePress no longer writes its style the way this test reads it');
  return template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute).trim();
}

describe("react-aria's inline press style", () => {
  it('is exactly the text whose hash the API server allows', () => {
    expect(installedPressStyle()).toBe(reactAriaPressStyle);
  });
});
