import type { Response } from 'express';
import type { Logger } from './logger.js';

/**
 * CSV for Excel, one way for every export (the agenda, the orders): UTF-8 with BOM (accents), ';'
 * separator (Excel's list separator in Spanish locales), CRLF rows, every cell quoted, and cells
 * a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with an apostrophe.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';

export function csvCell(value: unknown): string {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** One line of cells, CRLF included. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(SEPARATOR) + '\r\n';

/** The first chunk of a file: BOM and the header line. */
export const csvHead = (headers: readonly string[]): string => BOM + csvLine(headers);

/**
 * Streams a CSV download: each batch is written when the client has taken the previous one
 * (backpressure), a client that goes away stops the reads, and a failure midway destroys the
 * response, so the download shows as failed rather than truncated.
 */
export async function streamCsv<T>(
  res: Response,
  opts: { fileName: string; head: string; batches: AsyncIterable<T[]>; line: (row: T) => string; logger: Logger; what: string },
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${opts.fileName}"`);
  const gone = () => res.destroyed || res.writableEnded;
  const write = (chunk: string) =>
    res.write(chunk)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
  try {
    await write(opts.head);
    for await (const batch of opts.batches) {
      if (gone()) break;
      await write(batch.map(opts.line).join(''));
    }
    if (!gone()) res.end();
  } catch (err) {
    // Headers and part of the file are out: cut the response so the download shows as failed.
    opts.logger.error({ err }, `${opts.what} CSV export failed midway`);
    res.destroy(err instanceof Error ? err : undefined);
  }
}
