// Screenshot references: how they are compared, and which Chromium made them (decision 010).
// Used by vitest.config.ts (comparator options, global setup), the story tests' setup file
// (failure message) and the comparator's own test.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * pixelmatch, as `toMatchScreenshot` runs it, measured with the comparator test
 * (.storybook/screenshot-comparator.test.tsx) on a story unchanged, re-rasterised, shifted,
 * recoloured and with an element missing (decision 010):
 * - `threshold` 0.05 (YIQ distance; pixelmatch's default is 0.1, ours was 0.2): a colour one
 *   token step away (brand #1d4ed8 → #1e40af is 0.071, text #0f172a → #1e293b 0.065) passed
 *   unseen at 0.1 and 0.2; at 0.05 it fails;
 * - `includeAA: false`: a pixel pixelmatch recognises as anti-aliasing (an edge pixel between a
 *   darker and a lighter neighbour, in either image) is not counted;
 * - `allowedMismatchedPixels` 0 on the Chromium the references were made with: rendering there
 *   is deterministic, and the smallest real change measured (one letter of a 14 px label) is
 *   15 pixels — any share of the capture lets such a change through (decision 006).
 */
/** @internal */
export const screenshotComparatorOptions = Object.freeze({
  threshold: 0.05,
  includeAA: false,
  allowedMismatchedPixels: 0,
});

/**
 * On another Chromium build (a fresh machine's system package of the day), glyph edges may be
 * drawn a little differently where pixelmatch does not see anti-aliasing: a raster-path change
 * left 37 such pixels on a card, in clusters of a glyph or two. Up to 100 pass there; a 1 px
 * shift (over 300), a colour step (over 700) or a missing flag (over 300) still fail. A change
 * smaller than that (one letter) is caught on the references' own Chromium, which the failure
 * message names with the command that refreshes the references.
 */
/** @internal */
export const screenshotComparatorOptionsOtherBuild = Object.freeze({
  ...screenshotComparatorOptions,
  allowedMismatchedPixels: 100,
});

/** The file that names the Chromium the committed references were made (or last confirmed) with. */
/** @internal */
export const referenceChromiumFile = path.join(root, '.storybook/screenshots-chromium.txt');

/** The command that refreshes every reference (review the PNG diff in git before committing). */
/** @internal */
export const refreshCommand = 'node scripts/pnpm.mjs exec vitest run --project storybook -u';

/** "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)", or null if it does not start. */
/** @internal */
export function chromiumVersion() {
  const run = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  const line = (run.stdout ?? '').split('\n').find((l) => /\d+\.\d+\.\d+\.\d+/.test(l));
  return line ? line.trim() : null;
}

export function readReferenceChromium(file = referenceChromiumFile) {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The file naming the references' Chromium for a project: the project's own when its config sets
 * `CG_REFERENCE_CHROMIUM_FILE` in `test.env` (the visual review's fixture Storybook keeps its
 * references, and their build, apart from the project's), else `.storybook/screenshots-chromium.txt`.
 * @param {import('vitest/node').TestProject} project
 */
function referenceChromiumFileOf(project) {
  const own = project.config.env?.CG_REFERENCE_CHROMIUM_FILE;
  return typeof own === 'string' && own ? own : referenceChromiumFile;
}

/**
 * Vitest global setup of the browser projects: tells the tests which Chromium runs and which one
 * made the references; a run that updates references (`-u`) records the running one.
 * @param {import('vitest/node').TestProject} project
 */
/** @internal */
export default function setup(project) {
  const current = chromiumVersion() ?? `unknown Chromium at ${chromiumPath}`;
  const updating = project.config.snapshotOptions.updateSnapshot === 'all';
  const file = referenceChromiumFileOf(project);
  const recorded = readReferenceChromium(file);
  const stories = project.name.startsWith('storybook');
  if (updating && stories) writeFileSync(file, `${current}\n`);
  else if (recorded !== current && stories) {
    console.warn(
      `\n⚠ Las referencias de pantalla se hicieron con ${recorded ?? '(Chromium sin registrar)'} y aquí corre ${current}:\n` +
        `  se comparan con tolerancia al antialiasing (${screenshotComparatorOptionsOtherBuild.allowedMismatchedPixels} píxeles). Para regenerarlas:\n  ${refreshCommand}\n`,
    );
  }
  project.provide('screenshots', {
    chromium: current,
    referenceChromium: updating ? current : recorded,
    referenceChromiumFile: file,
    updating,
    refreshCommand,
    comparatorOptions: { ...screenshotComparatorOptions },
    comparatorOptionsOtherBuild: { ...screenshotComparatorOptionsOtherBuild },
  });
}
