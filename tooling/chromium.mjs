// The one place that says which Chromium the tests drive and how.
// Playwright cannot download its own browser on this machine kind, so every layer
// (story tests, end-to-end, accessibility, benchmark) launches Debian's chromium.

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
