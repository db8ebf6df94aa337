import 'server-only';
import { log } from './log';

/**
 * A job the server runs every `everyMs` (first `firstInMs` after start), never two runs at once;
 * errors are logged, and the next run tries again. `stop()` waits for a run in progress. Timers
 * are unref'd: a job never keeps the process alive.
 */
export function startPeriodicJob(name: string, run: () => Promise<void>, { firstInMs, everyMs }: { firstInMs: number; everyMs: number }) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch((error: unknown) => log.error(`${name}.failed`, error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstInMs);
  const interval = setInterval(tick, everyMs);
  first.unref();
  interval.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
