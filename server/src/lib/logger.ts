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
    destination,
  );
}
