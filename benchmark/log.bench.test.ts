// The log's redaction in linear time (decision 032): a megabyte of each text that made the old
// patterns backtrack (4,000 characters of `pass-` took 5 s, 16,000 ten minutes) must take
// milliseconds. Run by benchmark/run.mjs (`npm run bench`), which checks the total against its
// target (< 2,000 ms for the five) and writes benchmark/results/log.json; the unit test
// (apps/api/src/log.test.ts) asserts what the redaction produces, no timing.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { redact } from '../apps/api/src/log';

const HOSTILE: readonly [string, string][] = [
  ['pass-', 'pass-'.repeat(200_000)],
  ['a-', 'a-'.repeat(500_000)],
  ["token=' ", "token=' ".repeat(125_000)],
  ['Bearer + spaces', `Bearer${' '.repeat(1_000_000)}`],
  ['1 2-', '1 2-'.repeat(250_000)],
];

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

it('measures the redaction of a megabyte of each hostile text (median of 5)', () => {
  const rows = HOSTILE.map(([name, text]) => {
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      redact({ msg: text });
      return performance.now() - started;
    });
    return { name, chars: text.length, ms: median(times) };
  });
  const totalMs = rows.reduce((sum, row) => sum + row.ms, 0);
  expect(rows.every((row) => Number.isFinite(row.ms))).toBe(true);
  writeFileSync(
    fileURLToPath(new URL('./results/log.json', import.meta.url)),
    JSON.stringify({ totalMs, rows }, null, 2),
  );
});
