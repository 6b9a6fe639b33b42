import type { Logger } from './logger.js';

/**
 * A job every app instance runs on a timer (booking reminders, retention). The timer is a timeout
 * re-armed after each pass, not an interval, so a slow pass (database down) never overlaps the
 * next one; it is unref'd, so it never keeps the process alive; `stop` waits for a running pass.
 */
export interface PeriodicWorker<T> {
  /** Runs one pass now; while a pass is running, answers that pass instead of starting another. */
  runDue(): Promise<T>;
  /** The first pass after `firstDelayMs` (0: at once), then one every `intervalMs` after the previous one ended. */
  start(): void;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

export function createPeriodicWorker<T>(opts: {
  pass: () => Promise<T>;
  intervalMs: number;
  firstDelayMs?: number;
  logger: Logger;
  /** Logged when a pass fails (the next one runs anyway). */
  failure: string;
}): PeriodicWorker<T> {
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  function runDue(): Promise<T> {
    running ??= opts.pass().finally(() => {
      running = null;
    });
    return running;
  }

  function arm(ms: number) {
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    runDue()
      .catch((err: unknown) => opts.logger.error({ err }, opts.failure))
      .finally(() => {
        if (!stopped && !timer) arm(opts.intervalMs);
      });
  }

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      if (opts.firstDelayMs) arm(opts.firstDelayMs);
      else tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
