import pino from 'pino';
import { scrubLogObject } from './log-privacy.js';

export type Logger = pino.Logger;

/** `destination` lets a test read what would be written. Secrets are removed by `scrubLogObject`. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      formatters: { log: scrubLogObject },
    },
    destination ?? (stdout ??= oncePerTurn(pino.destination({ dest: 1, sync: true }))),
  );
}

/** One per process, shared by every logger without a destination of its own. */
let stdout: pino.DestinationStream | undefined;

/**
 * Standard output (`out`) written once per event-loop turn: the lines logged during a turn (a
 * request line per API request under load) go out in one synchronous write when the turn ends,
 * and whatever is pending when the process exits is written before it does. pino's default
 * destination (sonic-boom, asynchronous) measured the byte length of its whole pending buffer
 * on every line and copied each batch again after writing it; a synchronous write per line cost
 * a system call per request (CPU profiles, docs/performance.md).
 */
export function oncePerTurn(out: pino.DestinationStream): pino.DestinationStream {
  let pending: string[] = [];
  const flush = () => {
    if (!pending.length) return;
    const lines = pending.join('');
    pending = [];
    out.write(lines);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(flush);
    },
  };
}
