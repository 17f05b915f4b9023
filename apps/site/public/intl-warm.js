// A worker the documents' first-paint script starts once the page has painted (scripts/shells.mjs,
// issue 19, decision 024). A page's first Intl formatter loads the locale's data: 10–30 ms of one
// task on this machine, four times that on a phone, inside the task that evaluates the app. That
// data belongs to the browser's process, not to a thread: made here, on a thread of its own while
// the app's modules download, the app's first es-AR formatters then cost the page's thread well
// under a millisecond (measured: 10–14 ms → 0.1–0.4 ms). It formats nothing anyone sees, and ends.
new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(1);
new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium' }).format(0);
new Intl.RelativeTimeFormat('es-AR', { numeric: 'auto' }).format(-1, 'day');
new Intl.Collator('es', { sensitivity: 'base' }).compare('a', 'b');
close();
