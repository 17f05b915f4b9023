// Offline visual regression: after each story test (render + play + a11y), compare a
// screenshot of the rendered story with the committed reference next to the stories
// (`__screenshots__/…-chromium-linux.png`). A missing reference is written on the first run;
// a difference fails the test and leaves a diff image beside it.
//
// This file deliberately leaves project annotations alone (and must not even name the setter:
// the Storybook plugin greps setup files for it): Storybook 10.3+ applies the
// preview and a11y annotations itself (stack notes, trap 7).
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Animations and the text caret make two screenshots of the same state differ.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;
document.head.append(still);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if (context.task.meta && (context.task.meta as { noScreenshot?: boolean }).noScreenshot) return;
  const root = document.querySelector<HTMLElement>('[data-story-root], #storybook-root') ?? document.body;
  // Let fonts and images settle so references are stable.
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images).map((img) =>
      img.complete ? undefined : new Promise((r) => img.addEventListener('load', r, { once: true })),
    ),
  );
  // Named after the story, so the file is stable however many assertions ran before it.
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-');
  await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
});
