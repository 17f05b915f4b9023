// The screenshot comparator's settings, proven both ways (decision 010): a story drawn again with
// anti-aliasing noise must still match its reference, while the same story changed on purpose —
// shifted by 1 px, one colour a token step off, one element missing — must fail.
// The reference is captured fresh at the start of each run (not committed: .gitignore), so this
// test judges the comparator alone and holds on any Chromium; the story references judge the
// rendering.
import { composeStories } from '@storybook/react-vite';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { page, server } from 'vitest/browser';
import '@cg/ui/theme/styles';
import * as stories from '../packages/ui/src/RequestCard/RequestCard.stories';
import { present } from '../packages/ui/src/testing/present';

// React's act() outside a test renderer needs to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { WithImage } = composeStories(stories);
const NAME = 'request-card';
const { updating, comparatorOptions, comparatorOptionsOtherBuild } = inject('screenshots');

let host: HTMLDivElement;
let root: Root | undefined;

type Change = (card: HTMLElement) => void;

/** The story's card, rendered afresh, then altered by `change`. */
async function render(change: Change = () => {}) {
  act(() => root?.unmount());
  const fresh = createRoot(host);
  root = fresh;
  await act(async () => fresh.render(<WithImage />));
  // The story's decorator wraps the card in a 300 px box.
  const card = present(host.querySelector<HTMLElement>(':scope > * > *'), 'the story’s card');
  change(card);
  await document.fonts.ready;
  await Promise.all(Array.from(host.querySelectorAll('img'), (img) => img.decode()));
}

/**
 * The comparator's verdict with these options: null when it matches, else its message.
 * A capture that differs from the reference is taken again until two in a row agree, each one
 * seconds long on a loaded machine: the default 5 s ran out under load ("Could not capture a
 * stable screenshot") before the verdict came, so the capture gets the test's own time.
 */
async function verdict(options: typeof comparatorOptions): Promise<string | null> {
  try {
    await expect
      .element(page.elementLocator(host))
      .toMatchScreenshot(NAME, { comparatorOptions: options, timeout: 40_000 });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const mismatch = /Screenshot does not match the stored reference\.\n\d+ pixels \(ratio [\d.]+\) differ\./;
const title = (card: HTMLElement) => present(card.querySelector<HTMLElement>('h2, h3, h4'), 'the card’s title');

// Noise: the same picture drawn another way.
const reRasterised: Change = (card) => (card.style.transform = 'translateZ(0)'); // on its own compositor layer
const colourJitter: Change = (card) => (card.style.filter = 'contrast(1.01)'); // every colour a hair off
const otherRasterPath: Change = (card) => (card.style.transform = 'rotate(0.001deg)'); // glyph edges redrawn

// Real changes.
const titleShifted: Change = (card) => {
  title(card).style.position = 'relative';
  title(card).style.left = '1px';
};
const actionRecoloured: Change = (card) =>
  (present(card.querySelector<HTMLElement>('a[href]'), 'the card’s action').style.background = '#1e40af'); // brand → brandHover
const titleRecoloured: Change = (card) => (title(card).style.color = '#1e293b'); // text → slate-800
const flagMissing: Change = (card) =>
  (present(card.querySelector<HTMLElement>('img[aria-hidden="true"]'), 'the card’s flag').style.visibility = 'hidden');
const oneLetter: Change = (card) => {
  const term = present(card.querySelector('dt'), 'the card’s first term');
  term.textContent = term.textContent.replace('compra', 'compro');
};

beforeAll(async () => {
  // A fixed frame with a margin, so a shifted card stays inside the capture.
  host = document.createElement('div');
  host.style.cssText = 'width: 320px; padding: 12px; background: #fff;';
  document.body.append(host);
  await render();
  // This run's reference, where toMatchScreenshot looks for it.
  await page.screenshot({
    element: host,
    path: `__screenshots__/screenshot-comparator.test.tsx/${NAME}-${server.browser}-${server.platform}.png`,
  });
});

afterAll(() => {
  act(() => root?.unmount());
  host.remove();
});

// `-u` would overwrite the reference with each changed rendering instead of comparing.
describe.skipIf(updating)('screenshot comparator on the references’ own Chromium', () => {
  it('uses threshold 0.05, anti-aliasing ignored and no differing pixel allowed', () => {
    expect(comparatorOptions).toEqual({ threshold: 0.05, includeAA: false, allowedMismatchedPixels: 0 });
  });

  it.each([
    ['drawn again', () => {}],
    ['re-rasterised on its own compositor layer', reRasterised],
    ['every colour a hair off (contrast 101 %)', colourJitter],
  ])('lets the story %s through', async (_, change) => {
    await render(change);
    expect(await verdict(comparatorOptions)).toBeNull();
  });

  it.each([
    ['its title shifted by 1 px', titleShifted],
    ['its action a token step darker (brand → brandHover)', actionRecoloured],
    ['its title a token step lighter (slate-900 → slate-800)', titleRecoloured],
    ['its flag missing', flagMissing],
    ['one letter of a label changed', oneLetter],
    // The price of a strict comparison: another raster path is caught too (a handful of glyphs).
    ['drawn through another raster path', otherRasterPath],
  ])('fails the story with %s', async (_, change) => {
    await render(change);
    expect(await verdict(comparatorOptions)).toMatch(mismatch);
  });
});

describe.skipIf(updating)('screenshot comparator on another Chromium build', () => {
  it('allows 100 differing pixels there, nothing else', () => {
    expect(comparatorOptionsOtherBuild).toEqual({ ...comparatorOptions, allowedMismatchedPixels: 100 });
  });

  it.each([
    ['drawn through another raster path', otherRasterPath],
    ['re-rasterised on its own compositor layer', reRasterised],
  ])('lets the story %s through', async (_, change) => {
    await render(change);
    expect(await verdict(comparatorOptionsOtherBuild)).toBeNull();
  });

  it.each([
    ['its title shifted by 1 px', titleShifted],
    ['its action a token step darker (brand → brandHover)', actionRecoloured],
    ['its title a token step lighter (slate-900 → slate-800)', titleRecoloured],
    ['its flag missing', flagMissing],
  ])('fails the story with %s', async (_, change) => {
    await render(change);
    expect(await verdict(comparatorOptionsOtherBuild)).toMatch(mismatch);
  });
});
