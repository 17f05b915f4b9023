// Preloaded into the API process by the runner (`node --import ./loop-delay.mjs`): the event loop's
// delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution) over a window the runner opens and closes
// with SIGUSR2: each signal writes the delay since the previous one to BENCH_LOOP_DELAY_FILE (JSON:
// p50, p99, max, mean in ms) and starts again. Issue 34 item 3: what a burst of publishes does to
// the one thread that answers every request.
//
// When `<BENCH_LOOP_DELAY_FILE>.memory` exists at the signal, the answer also carries `memory`:
// process.memoryUsage() after two full collections (the fan-out's memory per open stream, issue 34
// item 4). The collections pause the loop: the runner asks for them only outside measured windows.
import { existsSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  // `gc` without starting the process with --expose-gc (the runner starts it as `npm start` does).
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.on('SIGUSR2', () => {
    const delay = {
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      meanMs: ms(histogram.mean),
    };
    let memory;
    if (existsSync(`${file}.memory`)) {
      gc();
      gc();
      memory = process.memoryUsage();
    }
    writeFileSync(file, JSON.stringify({ ...delay, ...(memory && { memory }) }));
    histogram.reset();
  });
}
