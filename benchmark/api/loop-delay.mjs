// Preloaded into the API process by the runner (`node --import ./loop-delay.mjs`): the event loop's
// delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution) over a window the runner opens and closes
// with SIGUSR2: each signal writes the delay since the previous one to BENCH_LOOP_DELAY_FILE (JSON:
// p50, p99, max, mean in ms) and starts again. Issue 34 item 3: what a burst of publishes does to
// the one thread that answers every request.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.on('SIGUSR2', () => {
    writeFileSync(
      file,
      JSON.stringify({
        p50Ms: ms(histogram.percentile(50)),
        p99Ms: ms(histogram.percentile(99)),
        maxMs: ms(histogram.max),
        meanMs: ms(histogram.mean),
      }),
    );
    histogram.reset();
  });
}
