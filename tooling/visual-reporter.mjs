// Vitest reporter of the visual review (decision 034): after a story run, writes what each story's
// screenshot did — unchanged, changed, new, or the story failed before it — to one JSON file per
// run, which tooling/visual-review.mjs turns into the report. It decides nothing itself: a story
// "changed" exactly when its test failed `toMatchScreenshot` with a mismatch, i.e. with the
// comparator options the story tests use (decision 010), as `npm test` would.
//
// Active only when VISUAL_REVIEW_RUNS names a folder (scripts/visual-review.mjs and scripts/test.mjs
// set it); the run's file is `shard-N.json` for `--shard=N/M`, else `all.json`, so a shard run
// again replaces its first attempt.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { platform } from 'node:os';
import { referenceFileName, screenshotName } from './screenshot-name.mjs';

/** sha256 of a file, or null when it is not there. */
export function fileHash(file) {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** Where `toMatchScreenshot` keeps a story's reference: `__screenshots__/<stories file>/` beside it. */
function referencePathOf(storiesFile, testName, browserName = 'chromium') {
  return path.join(
    path.dirname(storiesFile),
    '__screenshots__',
    path.basename(storiesFile),
    referenceFileName(screenshotName(testName), browserName, platform()),
  );
}

const MISMATCH = /^Screenshot does not match the stored reference\./;
const MISSING = /^No existing reference screenshot found/;
const PIXELS = /(\d+) pixels \(ratio [\d.]+\) differ\./;
const DIMENSIONS = /Expected image dimensions to be (\d+)×(\d+)px, but received (\d+)×(\d+)px\./;

/**
 * One story's outcome, from its test case as Vitest reports it.
 * @internal
 * @param {import('vitest/node').TestCase} test
 */
export function storyOutcome(test) {
  const meta = /** @type {{ storyId?: string; componentName?: string }} */ (test.meta());
  const file = test.module.moduleId;
  const browserName = test.project.config.browser.name || 'chromium';
  const story = {
    id: meta.storyId ?? null,
    name: test.name,
    file,
    // The report groups stories by component: the one the stories file's meta names, else the file's.
    component: meta.componentName ?? path.basename(file).replace(/\.stories\.\w+$/, ''),
    reference: referencePathOf(file, test.name, browserName),
  };
  const state = test.result().state;
  if (state === 'skipped' || state === 'pending') return { ...story, status: 'skipped' };
  const artifact = test.artifacts().find((a) => a.type === 'internal:toMatchScreenshot');
  if (!artifact) {
    if (state === 'passed') return { ...story, status: 'unchanged' };
    const errors = test.result().errors ?? [];
    return { ...story, status: 'failed', message: errors.map((e) => e.message).join('\n') || 'falló' };
  }
  const shots = Object.fromEntries(
    (artifact.attachments ?? []).map((a) => [a.name, { path: a.path, width: a.width, height: a.height }]),
  );
  const message = artifact.message ?? '';
  if (MISSING.test(message) && shots.reference) {
    return { ...story, status: 'new', shot: { ...shots.reference, sha256: fileHash(shots.reference.path) } };
  }
  if (MISMATCH.test(message) && shots.reference && shots.actual) {
    // Vitest hands over a copy of the reference; it must be the file the story's name points to,
    // or accepting would write somewhere else than where the next run looks.
    const referenceSha256 = fileHash(story.reference);
    const pixels = PIXELS.exec(message);
    const dimensions = DIMENSIONS.exec(message);
    return {
      ...story,
      status: 'changed',
      referenceSha256,
      referenceFound: referenceSha256 !== null && referenceSha256 === fileHash(shots.reference.path),
      referenceShot: shots.reference,
      actual: { ...shots.actual, sha256: fileHash(shots.actual.path) },
      diff: shots.diff ?? null,
      differingPixels: pixels ? Number(pixels[1]) : null,
      share: pixels ? Number(pixels[1]) / (shots.reference.width * shots.reference.height) : null,
      resized: dimensions ? dimensions.slice(1).map(Number) : null,
      message,
    };
  }
  // "Could not capture a stable screenshot": the story never stood still, nothing to compare.
  return { ...story, status: 'failed', message };
}

/** Loaded by path (`--reporter=…/tooling/visual-reporter.mjs`), so no import names it. @public */
export default class VisualReviewReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.shard = vitest.config.shard;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const dir = process.env.VISUAL_REVIEW_RUNS;
    if (!dir) return;
    const stories = [];
    const files = [];
    let context = null;
    let root = null;
    for (const module of modules) {
      const provided = /** @type {{ screenshots?: import('./screenshots.d.mts').ScreenshotsContext }} */ (
        module.project.getProvidedContext()
      );
      if (!provided.screenshots || !module.project.name.startsWith('storybook')) continue;
      context ??= provided.screenshots;
      root ??= module.project.config.root;
      files.push(module.moduleId);
      for (const test of module.children.allTests()) stories.push(storyOutcome(test));
    }
    if (!context) return;
    mkdirSync(dir, { recursive: true });
    const name = this.shard ? `shard-${this.shard.index}.json` : 'all.json';
    const run = {
      shard: this.shard ? `${this.shard.index}/${this.shard.count}` : null,
      finishedAt: new Date().toISOString(),
      root,
      chromium: context.chromium,
      referenceChromium: context.referenceChromium,
      referenceChromiumFile: context.referenceChromiumFile,
      allowedPixels: (context.chromium === context.referenceChromium
        ? context.comparatorOptions
        : context.comparatorOptionsOtherBuild
      ).allowedMismatchedPixels,
      files,
      stories,
    };
    writeFileSync(path.join(dir, name), JSON.stringify(run, null, 2));
  }
}
