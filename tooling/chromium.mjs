// The one place that says which Chromium the tests drive and how.
// Playwright cannot download its own browser on this machine kind, so every layer
// (story tests, end-to-end, accessibility, benchmark) launches Debian's chromium.

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The end-to-end tests drive Chromium's old headless mode, the "headless shell" (Debian package
// chromium-headless-shell, the same build as chromium), which is what Playwright itself runs
// headless by default. The full browser's new headless mode composites frames as a window would:
// the whole e2e suite took 1,370 CPU seconds of Chromium and Playwright in it (825 s of wall on
// 2 cores), and 843 (575 s) in the shell, with the same 108 tests green (decision 009). Lighthouse
// keeps the full browser: its figures are about what people run.
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';

// Without the background-networking flags Chromium tries Google's hosts on every start and the
// closed network refuses them; --no-sandbox because CI runs as root.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];
