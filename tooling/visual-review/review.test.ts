// The visual review end to end, in a real browser (issue 38, decision 034): on a copy of a fixture
// Storybook of four stories, the review lists them as new; accepting some is refused while their
// references' Chromium is unknown; `--all` records them; one component's colour is changed and
// the report, opened in Chromium, shows that story alone, with a visible diff; accepting it
// updates its reference only, and the next review finds nothing.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { fileHash } from '../visual-reporter.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tooling/visual-review/fixture');
// Inside the project (its node_modules resolve from there), in the folder Git ignores.
const copy = path.join(root, '.tmp/visual-review-fixture');
const out = path.join(root, '.tmp/visual-review-fixture-report');
const config = path.join(fixture, 'vitest.config.ts');

interface Ran {
  code: number | null;
  output: string;
}

/** Runs one of the project's scripts as a person would, on the fixture's copy. */
function script(name: string, args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], {
      cwd: root,
      env: { ...process.env, CG_VISUAL_FIXTURE_DIR: copy, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const review = () =>
  script('visual-review.mjs', [
    '--no-setup',
    '--config',
    config,
    '--project',
    'storybook-fixture',
    '--shards',
    '1',
    '--out',
    out,
  ]);
const accept = (...args: string[]) => script('visual-accept.mjs', ['--out', out, ...args]);

interface Review {
  changed: { id: string; reference: string; actual: { path: string } }[];
  added: { id: string }[];
  removed: unknown[];
  failed: unknown[];
  unchanged: number;
}
const lastReview = () => JSON.parse(readFileSync(path.join(out, 'review.json'), 'utf8')) as Review;

const BADGE = 'fixture-badge--default';
const references = {
  badge: path.join(copy, '__screenshots__/Badge.stories.tsx/Default-chromium-linux.png'),
  note: path.join(copy, '__screenshots__/Note.stories.tsx/Default-chromium-linux.png'),
  // «Larga, con tilde: ubicación»: Vitest drops the accented letter from the file's name.
  noteLong: path.join(copy, '__screenshots__/Note.stories.tsx/Larga-con-tilde-ubicacin-chromium-linux.png'),
  price: path.join(copy, '__screenshots__/Price.stories.tsx/Default-chromium-linux.png'),
};

it('shows the one story whose colour changed, with a visible diff, and accepts only what it is told', async () => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  cpSync(fixture, copy, { recursive: true, filter: (source) => !source.endsWith('vitest.config.ts') });
  const timings: string[] = [];
  const timed = async (label: string, step: () => Promise<Ran>) => {
    const t0 = Date.now();
    const ran = await step();
    timings.push(`${label} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return ran;
  };

  // 1. No references yet: four new stories, listed apart, nothing written.
  const first = await timed('review (new)', review);
  expect(first.code, first.output).toBe(1);
  expect(
    lastReview()
      .added.map((s) => s.id)
      .sort(),
  ).toEqual([BADGE, 'fixture-note--default', 'fixture-note--long', 'fixture-price--default']);
  expect(Object.values(references).some((file) => existsSync(file))).toBe(false);

  // 2. Accepting some on a Chromium other than the references' (none recorded) is refused.
  const some = await accept(BADGE);
  expect(some.code).toBe(1);
  expect(some.output).toContain('dos Chromium');
  expect(existsSync(references.badge)).toBe(false);

  // 3. --all records every reference, and the running Chromium as theirs, and says which.
  const all = await timed('accept --all (vitest -u)', () => accept('--all'));
  expect(all.code, all.output).toBe(0);
  for (const file of Object.values(references)) {
    expect(existsSync(file), file).toBe(true);
    expect(all.output).toContain(`nueva: ${path.relative(root, file)}`);
  }
  const build = readFileSync(path.join(copy, '.storybook/screenshots-chromium.txt'), 'utf8');
  expect(build).toMatch(/^Chromium \d+\.\d+\.\d+\.\d+/);

  // 4. One component's colour changes: that story alone differs.
  const badge = path.join(copy, 'Badge.tsx');
  writeFileSync(badge, readFileSync(badge, 'utf8').replace("'#1d4ed8'", "'#b91c1c'"));
  const before = Object.fromEntries(Object.entries(references).map(([k, file]) => [k, fileHash(file)]));
  const changed = await timed('review (changed)', review);
  expect(changed.code, changed.output).toBe(1);
  const { changed: differing, added, removed, failed, unchanged } = lastReview();
  expect(differing.map((s) => s.id)).toEqual([BADGE]);
  expect([added.length, removed.length, failed.length, unchanged]).toEqual([0, 0, 0, 3]);

  // 5. The report, opened from disk in Chromium: that story, its diff visible, and no other.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1320, height: 1000 } });
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
    await page.locator('body[data-ready="true"]').waitFor();
    const stories = page.locator('article.story');
    expect(await stories.count()).toBe(1);
    const story = stories.first();
    expect(await story.getAttribute('data-story-id')).toBe(BADGE);
    expect(await page.locator('section.component h3').allTextContents()).toEqual(['Badge']);
    expect(await page.locator('[data-count="changed"]').textContent()).toBe('1');
    expect(await page.locator('[data-count="unchanged"]').textContent()).toBe('3');
    expect(await page.locator('article.new, article.removed').count()).toBe(0);
    await expect(story.locator('.share').textContent()).resolves.toMatch(/de los píxeles/);
    expect(await story.locator(`a[href$="path=/story/${BADGE}"]`).count()).toBe(1);
    // The diff image is shown, and what it shows is red where the badge changed.
    const diff = story.locator('img.diff');
    expect(await diff.isVisible()).toBe(true);
    const red = await diff.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 255) < 80) count++;
      return count;
    });
    expect(red).toBeGreaterThan(100);
    // The enlarged slider is on the badge: the changed area is small and near the top left.
    const [x, y, w, h] = ((await story.getAttribute('data-changed-area')) ?? '').split(',').map(Number);
    expect(w).toBeLessThan(300);
    expect((x ?? 999) + (y ?? 999)).toBeLessThan(200);
    expect(h).toBeGreaterThan(0);
    const slider = story.locator('input[type="range"]');
    expect(await slider.isVisible()).toBe(true);
    await slider.fill('10');
    expect(await story.locator('.stack').evaluate((el: HTMLElement) => el.style.getPropertyValue('--pos'))).toBe('10%');
    await page.screenshot({ path: path.join(out, 'report-in-chromium.png'), fullPage: true });
  } finally {
    await browser.close();
  }

  // 6. Accepting that story updates its reference alone, and says so.
  const one = await accept(BADGE);
  expect(one.code, one.output).toBe(0);
  expect(one.output).toContain(`actualizada: ${BADGE}`);
  const reviewed = differing[0];
  expect(reviewed && fileHash(references.badge)).toBe(reviewed && fileHash(reviewed.actual.path));
  expect(fileHash(references.badge)).not.toBe(before.badge);
  for (const key of ['note', 'noteLong', 'price'] as const) expect(fileHash(references[key])).toBe(before[key]);

  // 7. …where the comparison looks: the next review finds nothing.
  const after = await timed('review (accepted)', review);
  expect(after.code, after.output).toBe(0);
  expect(lastReview().unchanged).toBe(4);
  console.log(`visual review fixture: ${timings.join(', ')}`);
});
