// Offline visual regression: after each story test (render + play + a11y), compare a
// screenshot of the rendered story with the committed reference next to the stories
// (`__screenshots__/…-chromium-linux.png`). A missing reference is written on the first run;
// a difference fails the test and leaves a diff image beside it.
//
// This file deliberately leaves project annotations alone (and must not even name the setter:
// the Storybook plugin greps setup files for it): Storybook 10.3+ applies the
// preview and a11y annotations itself (stack notes, trap 7).
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { interfaceFontFamily } from '@cg/ui/theme';
import { screenshotName } from '../tooling/screenshot-name.mjs';

// A `findBy…` in a story waits up to 5 s, not Testing Library's 1 s: with both story shards
// sharing two cores beside other work, a lazily rendered sheet took longer than 1 s to open.
configure({ asyncUtilTimeout: 5_000 });

// Animations and the text caret make two screenshots of the same state differ.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;
document.head.append(still);

const screenshots = inject('screenshots');
// On the Chromium the references were made with, no differing pixel passes; on another build,
// anti-aliasing-sized differences do (tooling/screenshots.mjs, decision 010).
const sameBuild = screenshots.chromium === screenshots.referenceChromium;
const comparatorOptions = sameBuild ? screenshots.comparatorOptions : screenshots.comparatorOptionsOtherBuild;

/** The shipped font's character ranges, from its @font-face (`unicode-range`). */
function fontRanges(): [number, number][] {
  const face = Array.from(document.fonts).find((f) => f.family.replace(/["']/g, '') === interfaceFontFamily);
  if (!face) throw new Error(`La fuente ${interfaceFontFamily} no está declarada: ¿falta importar @cg/ui/theme?`);
  return face.unicodeRange.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/**
 * What the references show must not depend on the machine's fonts (decision 010): every
 * character drawn comes from the shipped font, in that font. Anything else — an emoji, an arrow
 * or a star from whatever font the system has, a system monospace — fails here, on any machine,
 * rather than only on one that lacks the font.
 */
function assertShippedFontOnly(container: HTMLElement) {
  const ranges = fontRanges();
  const covered = (cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);
  const problems = new Set<string>();
  const check = (text: string, element: Element) => {
    if (!text.trim() || !element.checkVisibility({ visibilityProperty: true })) return;
    const style = getComputedStyle(element);
    const [first = ''] = style.fontFamily.split(',');
    const family = first.trim().replace(/["']/g, '');
    if (family !== interfaceFontFamily) problems.add(`«${text.trim().slice(0, 40)}» usa la fuente ${family}`);
    for (const ch of text) {
      const cp = ch.codePointAt(0);
      if (cp !== undefined && !covered(cp) && !/\s/.test(ch)) {
        problems.add(`«${ch}» (U+${cp.toString(16).toUpperCase().padStart(4, '0')}) no está en ${interfaceFontFamily}`);
      }
    }
  };
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('script, style, template')) check(node.nodeValue ?? '', parent);
  }
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio', 'file', 'range'].includes(field.type))
      continue;
    check(field.value || field.placeholder, field);
  }
  if (problems.size) {
    throw new Error(
      `Hay texto que no se dibuja con la fuente incluida, así que la captura depende de las fuentes de la máquina:\n  ${[
        ...problems,
      ].join('\n  ')}\nUsa un <Icon> de @cg/ui para símbolos y una <Flag> para banderas (decisión 010).`,
    );
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Makes Chromium raster the whole page again before the capture. The tester page is drawn
 * scaled (Vitest fits the 1200×900 story viewport into its runner at 0.8), and a repaint of a
 * changed area under that scale can leave a one-pixel column of the old raster outside the
 * area it re-rasters: fresh-clone runs captured the right border of RestrictedItemsNotice's
 * 560 px decorator (x = 448 in the capture) in later stories. Waiting frames cannot clear it,
 * since nothing invalidates those pixels again. Changing the canvas background for one frame
 * does: its display item covers the whole viewport, so the frame that paints it, and the one
 * that paints it back, invalidate every pixel, and the capture is rastered from the current
 * story alone. Each step runs in its own animation frame, so each state is painted. (Two
 * references, RestrictedItemsNotice Forbidden and No Items, had been recorded with that column.)
 */
async function repaintWholePage() {
  const html = document.documentElement;
  const previous = html.style.getPropertyValue('background-color');
  const priority = html.style.getPropertyPriority('background-color');
  await nextFrame();
  html.style.setProperty('background-color', 'rgb(255, 0, 255)', 'important');
  await nextFrame();
  html.style.setProperty('background-color', previous, priority);
  if (!previous) html.style.removeProperty('background-color');
  await nextFrame();
  await nextFrame();
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if ((context.task.meta as { noScreenshot?: boolean }).noScreenshot) return;
  const root = document.querySelector<HTMLElement>('[data-story-root], #storybook-root') ?? document.body;
  // Let the shipped font and images settle so references are stable.
  await document.fonts.load(`1em "${interfaceFontFamily}"`);
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images)
      .filter((img) => !img.complete)
      .map((img) => new Promise((r) => img.addEventListener('load', r, { once: true }))),
  );
  // Popovers render outside the story root but inside its capture: check the whole page.
  assertShippedFontOnly(document.body);
  await repaintWholePage();
  // Named after the story, so the file is stable however many assertions ran before it (the
  // visual review finds the file by the same name: tooling/screenshot-name.mjs).
  const name = screenshotName(context.task.name);
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, { comparatorOptions });
  } catch (error) {
    if (!sameBuild && error instanceof Error) {
      error.message +=
        `\n\nLas referencias se hicieron con ${screenshots.referenceChromium ?? '(un Chromium sin registrar)'}` +
        ` y esta prueba corrió en ${screenshots.chromium}. Si el diff solo muestra cómo dibuja esta versión` +
        ` (bordes de letras, no un cambio de la interfaz), regenera las referencias, revisa los PNG en git y` +
        ` haz commit junto con .storybook/screenshots-chromium.txt:\n  ${screenshots.refreshCommand}`;
    }
    throw error;
  }
});
