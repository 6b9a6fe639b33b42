import pino from 'pino';
import { scrubLogObject } from './log-privacy.js';

export type Logger = pino.Logger;

/** `destination` lets a test read what would be written. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'body', '*.body'],
        remove: true,
      },
      formatters: { log: scrubLogObject },
    },
    destination,
  );
}
