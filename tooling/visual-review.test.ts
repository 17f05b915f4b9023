// The visual review's logic without a browser (decision 034): which story a run's results say
// changed, which references no story uses, what the report holds, and what `visual:accept` does
// and refuses. The whole path in Chromium, on a fixture Storybook: visual-review/review.test.ts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestCase } from 'vitest/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referenceFileName, screenshotName } from './screenshot-name.mjs';
import { storyOutcome, type StoryOutcome } from './visual-reporter.mjs';
import {
  buildReview,
  describeChange,
  planAccept,
  removedReferences,
  renderReport,
  type Review,
  type StoryRun,
} from './visual-review.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUILD = 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)';
const OTHER_BUILD = 'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh folder under the project's .tmp/, which a fresh clone does not have yet. */
function tempDir(prefix: string) {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  return mkdtempSync(path.join(root, '.tmp', prefix));
}

describe('reference file names', () => {
  it('are where Vitest keeps the committed references', () => {
    const folder = path.join(root, 'packages/ui/src/RequestCard/__screenshots__/RequestCard.stories.tsx');
    expect(existsSync(path.join(folder, referenceFileName(screenshotName('With Image'))))).toBe(true);
  });

  it('drop what Vitest drops: punctuation becomes one dash, accented letters go, a trailing dash stays', () => {
    expect(referenceFileName(screenshotName('Larga, con tilde: ubicación'))).toBe(
      'Larga-con-tilde-ubicacin-chromium-linux.png',
    );
    expect(referenceFileName(screenshotName('Año 2 — ¿nuevo?'))).toBe('Ao-2-nuevo--chromium-linux.png');
  });
});

describe('a story run, folder by folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('visual-review-unit-');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A file with this text, its folders made. */
  function file(relative: string, text = relative) {
    const full = path.join(dir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    return full;
  }

  /** A fake Vitest test case, as the reporter sees one. */
  function testCase(
    name: string,
    state: 'passed' | 'failed' | 'skipped',
    artifact?: { message: string; attachments: { name: string; path: string; width: number; height: number }[] },
  ) {
    return {
      name,
      module: { moduleId: path.join(dir, 'Badge.stories.tsx') },
      project: { config: { browser: { name: 'chromium' } } },
      meta: () => ({ storyId: `fixture-badge--${name.toLowerCase()}`, componentName: 'Badge' }),
      result: () => ({ state, errors: state === 'failed' ? [{ message: 'axe: color-contrast' }] : [] }),
      artifacts: () => (artifact ? [{ type: 'internal:toMatchScreenshot', ...artifact }] : []),
    } as unknown as TestCase;
  }

  it('tells unchanged, changed, new and failed stories apart, as toMatchScreenshot reported them', () => {
    file('Badge.stories.tsx');
    const reference = file('__screenshots__/Badge.stories.tsx/Default-chromium-linux.png', 'before');
    const copy = file('.vitest-attachments/ref.png', 'before');
    const actual = file('.vitest-attachments/actual.png', 'after');
    const diff = file('.vitest-attachments/diff.png', 'diff');
    const shot = file('.vitest-attachments/new.png', 'new');
    const size = { width: 960, height: 720 };

    expect(storyOutcome(testCase('Quiet', 'passed')).status).toBe('unchanged');
    const changed = storyOutcome(
      testCase('Default', 'failed', {
        message: 'Screenshot does not match the stored reference.\n1020 pixels (ratio 0.01) differ.',
        attachments: [
          { name: 'reference', path: copy, ...size },
          { name: 'actual', path: actual, ...size },
          { name: 'diff', path: diff, ...size },
        ],
      }),
    );
    expect(changed).toMatchObject({
      id: 'fixture-badge--default',
      component: 'Badge',
      status: 'changed',
      reference,
      referenceFound: true,
      differingPixels: 1020,
      actual: { path: actual, sha256: sha('after') },
    });
    expect(changed.share).toBeCloseTo(1020 / (960 * 720));
    expect(describeChange(changed)).toBe('0,15% de los píxeles (1.020)');

    const added = storyOutcome(
      testCase('Fresh', 'failed', {
        message: 'No existing reference screenshot found.',
        attachments: [{ name: 'reference', path: shot, ...size }],
      }),
    );
    expect(added).toMatchObject({ status: 'new', shot: { path: shot, sha256: sha('new') } });

    const resized = storyOutcome(
      testCase('Taller', 'failed', {
        message:
          'Screenshot does not match the stored reference.\nExpected image dimensions to be 960×720px, but received 960×800px.',
        attachments: [
          { name: 'reference', path: copy, ...size },
          { name: 'actual', path: actual, width: 960, height: 800 },
        ],
      }),
    );
    expect(resized.status).toBe('changed');
    expect(describeChange(resized)).toBe('cambió de tamaño: 960×720 → 960×800 px');

    expect(storyOutcome(testCase('Contrast', 'failed'))).toMatchObject({
      status: 'failed',
      message: 'axe: color-contrast',
    });
    expect(storyOutcome(testCase('Later', 'skipped')).status).toBe('skipped');
  });

  it('says when the reference Vitest compared is not the file the story names', () => {
    file('__screenshots__/Badge.stories.tsx/Default-chromium-linux.png', 'before');
    const outcome = storyOutcome(
      testCase('Default', 'failed', {
        message: 'Screenshot does not match the stored reference.\n5 pixels (ratio 0.01) differ.',
        attachments: [
          { name: 'reference', path: file('.vitest-attachments/ref.png', 'something else'), width: 10, height: 10 },
          { name: 'actual', path: file('.vitest-attachments/actual.png', 'after'), width: 10, height: 10 },
        ],
      }),
    );
    expect(outcome.referenceFound).toBe(false);
  });

  it('finds references no story uses: a story renamed, a stories file deleted; not those of files that did not run', () => {
    const ran = file('ui/Badge/Badge.stories.tsx');
    file('ui/Badge/__screenshots__/Badge.stories.tsx/Default-chromium-linux.png');
    const renamed = file('ui/Badge/__screenshots__/Badge.stories.tsx/Old-Name-chromium-linux.png');
    file('ui/Badge/__screenshots__/Badge.stories.tsx/Default-actual-chromium-linux.png');
    const orphan = file('ui/Gone/__screenshots__/Gone.stories.tsx/Default-chromium-linux.png');
    file('ui/Note/Note.stories.tsx');
    file('ui/Note/__screenshots__/Note.stories.tsx/Default-chromium-linux.png');
    file('node_modules/x/__screenshots__/X.stories.tsx/Default-chromium-linux.png');

    const run = {
      root: dir,
      files: [ran],
      stories: [{ reference: path.join(dir, 'ui/Badge/__screenshots__/Badge.stories.tsx/Default-chromium-linux.png') }],
    } as unknown as StoryRun;
    const removed = removedReferences(dir, [run]);
    expect(removed.map((r) => [r.reference, r.reason])).toEqual([
      [renamed, 'ninguna historia de su archivo se llama así'],
      [orphan, 'su archivo de historias ya no existe'],
    ]);
    expect(removed[0]?.id).toBe(
      path.join('ui', 'Badge', '__screenshots__', 'Badge.stories.tsx', 'Old-Name-chromium-linux.png'),
    );
  });
});

describe('the report', () => {
  const story = (over: Partial<StoryOutcome>): StoryOutcome => ({
    id: 'marketplace-requestcard--default',
    name: 'Default',
    file: '/x/RequestCard.stories.tsx',
    component: 'RequestCard',
    reference: '/x/ref.png',
    status: 'changed',
    differingPixels: 737,
    share: 737 / 691200,
    ...over,
  });
  const review = (over: Partial<Review>): Review => ({
    createdAt: '2026-11-29T00:00:00.000Z',
    root: '/x',
    command: { config: null, project: 'storybook', shards: 2, args: [], filtered: false },
    shards: ['1/2', '2/2'],
    chromium: BUILD,
    referenceChromium: BUILD,
    referenceChromiumFile: '/x/screenshots-chromium.txt',
    allowedPixels: 0,
    changed: [],
    added: [],
    failed: [],
    removed: [],
    unchanged: 0,
    skipped: 0,
    ...over,
  });

  it('groups changed stories by component, counts the unchanged, and names both Chromium builds', () => {
    const html = renderReport(
      review({
        changed: [
          story({}),
          story({ id: 'building-blocks-flag--all', name: 'All', component: 'Flag' }),
          story({ id: 'marketplace-requestcard--mobile', name: 'Mobile' }),
        ],
        unchanged: 412,
        referenceChromium: OTHER_BUILD,
        allowedPixels: 100,
      }),
    );
    const components = [...html.matchAll(/<section class="component" data-component="([^"]+)"/g)].map((m) => m[1]);
    expect(components).toEqual(['Flag', 'RequestCard']);
    expect(html).toContain('<strong data-count="unchanged">412</strong> sin cambios');
    expect(html).toContain(`<strong data-build="references">${OTHER_BUILD}</strong>`);
    expect(html).toContain(`<strong data-build="run">${BUILD}</strong>`);
    expect(html).toContain('pasan hasta 100 píxeles');
    expect(html).toContain('http://localhost:6006/?path=/story/marketplace-requestcard--mobile');
  });

  it('is one page: nothing loaded from elsewhere, and what a story is called cannot become markup', () => {
    const html = renderReport(review({ changed: [story({ name: '<img src=x onerror=alert(1)>' })] }));
    expect(html).not.toMatch(/<(link|script)[^>]+(src|href)=/);
    expect(html).not.toMatch(/src="https?:/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('npm run visual:accept', () => {
  let dir: string;
  let out: string;
  const buildFile = () => path.join(dir, 'screenshots-chromium.txt');

  beforeEach(() => {
    dir = tempDir('visual-accept-');
    out = path.join(dir, 'visual-review');
    mkdirSync(out);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(relative: string, text: string) {
    const full = path.join(dir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    return full;
  }

  /** A last review of four kinds of story, made on BUILD, as visual:review leaves it. */
  function lastReview(over: Partial<Review> = {}) {
    writeFileSync(buildFile(), `${BUILD}\n`);
    const badge = write('__screenshots__/Badge.stories.tsx/Default-chromium-linux.png', 'badge before');
    const note = write('__screenshots__/Note.stories.tsx/Default-chromium-linux.png', 'note before');
    const gone = write('__screenshots__/Gone.stories.tsx/Default-chromium-linux.png', 'gone');
    const changed = (id: string, reference: string, actualText: string, before: string): StoryOutcome => ({
      id,
      name: 'Default',
      file: '',
      component: 'X',
      reference,
      status: 'changed',
      referenceFound: true,
      referenceSha256: sha(before),
      actual: {
        path: write(`.vitest-attachments/${id}.png`, actualText),
        width: 1,
        height: 1,
        sha256: sha(actualText),
      },
    });
    const review: Review = {
      createdAt: '',
      root: dir,
      command: { config: null, project: 'storybook', shards: 2, args: [], filtered: false },
      shards: ['all'],
      chromium: BUILD,
      referenceChromium: BUILD,
      referenceChromiumFile: buildFile(),
      allowedPixels: 0,
      changed: [
        changed('fixture-badge--default', badge, 'badge after', 'badge before'),
        changed('fixture-note--default', note, 'note after', 'note before'),
      ],
      added: [
        {
          id: 'fixture-price--default',
          name: 'Default',
          file: '',
          component: 'Price',
          reference: path.join(dir, '__screenshots__/Price.stories.tsx/Default-chromium-linux.png'),
          status: 'new',
          shot: { path: write('.vitest-attachments/price.png', 'price'), width: 1, height: 1, sha256: sha('price') },
        },
      ],
      failed: [
        { id: 'fixture-axe--default', name: 'Default', file: '', component: 'Axe', reference: '', status: 'failed' },
      ],
      removed: [
        {
          id: '__screenshots__/Gone.stories.tsx/Default-chromium-linux.png',
          reference: gone,
          storiesFile: '',
          reason: '',
          sha256: sha('gone'),
        },
      ],
      unchanged: 3,
      skipped: 0,
      ...over,
    };
    writeFileSync(path.join(out, 'review.json'), JSON.stringify(review));
    return { review, badge, note, gone, price: review.added[0]?.reference ?? '' };
  }

  const accept = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/visual-accept.mjs'), '--out', out, ...args], {
      encoding: 'utf8',
    });
  const text = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

  it('updates the references of the stories it is given, only those, and says which', () => {
    const { badge, note, gone, price } = lastReview();
    const ran = accept('fixture-badge--default', 'fixture-price--default');
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain('actualizada: fixture-badge--default');
    expect(ran.stdout).toContain('actualizada: fixture-price--default');
    expect(ran.stdout).not.toContain('fixture-note');
    expect([text(badge), text(price), text(note), text(gone)]).toEqual(['badge after', 'price', 'note before', 'gone']);
  });

  it('with --all, accepts every change of the review: changed, new, and deletes references no story uses', () => {
    const { badge, note, gone, price } = lastReview();
    const ran = accept('--all');
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain('borrada: __screenshots__/Gone.stories.tsx/Default-chromium-linux.png');
    expect([text(badge), text(note), text(price), text(gone)]).toEqual(['badge after', 'note after', 'price', null]);
  });

  it('refuses some stories on a Chromium other than the references’, and writes nothing', () => {
    const { badge, review } = lastReview();
    writeFileSync(buildFile(), `${OTHER_BUILD}\n`);
    const ran = accept('fixture-badge--default');
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain(`Las referencias son de ${OTHER_BUILD} y la revisión corrió en ${BUILD}`);
    expect(text(badge)).toBe('badge before');
    // --all would re-record every reference; a review of some stories only cannot.
    writeFileSync(
      path.join(out, 'review.json'),
      JSON.stringify({ ...review, command: { ...review.command, args: ['Badge'], filtered: true } }),
    );
    expect(accept('--all').stderr).toContain('corrió solo algunas historias');
    expect(planAccept(review, { ids: [], all: true })).toEqual({ rerecord: true, removed: review.removed });
  });

  it('writes nothing when one of the stories cannot be accepted', () => {
    const { badge } = lastReview();
    const unknown = accept('fixture-badge--default', 'fixture-nope--default');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('fixture-nope--default: la última revisión no la muestra');
    const failed = accept('fixture-badge--default', 'fixture-axe--default');
    expect(failed.stderr).toContain('fixture-axe--default: falló antes de la captura');
    expect(text(badge)).toBe('badge before');
  });

  it('refuses a shot another run replaced, or a reference changed since the review', () => {
    const { badge, note, review } = lastReview();
    writeFileSync(review.changed[0]?.actual?.path ?? '', 'overwritten by a later run');
    expect(accept('fixture-badge--default').stderr).toContain('la captura revisada ya no está');
    writeFileSync(note, 'edited by hand');
    expect(accept('fixture-note--default').stderr).toContain('su referencia cambió después de la revisión');
    expect([text(badge), text(note)]).toEqual(['badge before', 'edited by hand']);
  });

  it('asks for a review first, and for something to accept', () => {
    expect(accept('--all').stderr).toContain('No hay una revisión');
    lastReview();
    expect(accept().stderr).toContain('Di qué aceptar');
  });
});

describe('a review of shards', () => {
  it('merges the shards’ stories and keeps the first shard’s builds', () => {
    const run = (shard: string, stories: Partial<StoryOutcome>[]) =>
      ({
        shard,
        root: '/nowhere',
        files: [],
        chromium: BUILD,
        referenceChromium: BUILD,
        referenceChromiumFile: '/nowhere/x.txt',
        allowedPixels: 0,
        stories,
      }) as unknown as StoryRun;
    const merged = buildReview(
      [
        run('1/2', [{ status: 'unchanged' }, { status: 'changed', id: 'a' }]),
        run('2/2', [{ status: 'unchanged' }, { status: 'new', id: 'b' }, { status: 'failed', id: 'c' }]),
      ],
      { command: { config: null, project: 'storybook', shards: 2, args: [], filtered: false } },
    );
    expect([merged.changed.length, merged.added.length, merged.failed.length, merged.unchanged]).toEqual([1, 1, 1, 2]);
    expect(merged.shards).toEqual(['1/2', '2/2']);
  });
});
