import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A CSV column: its header and how to read its cell from a row. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined };

// A spreadsheet runs a cell that begins with one of these as a formula (OWASP "CSV
// injection"); tab and carriage return can smuggle one past a trimming reader.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell, with a leading apostrophe where a spreadsheet would see a formula. */
export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Streams `rows` as CSV with a header row. It pulls the next row only when the client
 * has taken the last ones (backpressure), so memory stays flat however many rows come.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]): Readable {
  const records = Readable.from(
    (async function* toRecords() {
      for await (const row of rows) yield columns.map((column) => neutraliseCell(column.value(row)));
    })(),
  );
  return records.pipe(stringify({ header: true, columns: columns.map((column) => column.header) }));
}

/** True when the client asks for CSV before JSON in its Accept header. */
function prefersCsv(accept: string | undefined): boolean {
  return accept !== undefined && /(^|,)\s*text\/csv/i.test(accept) && !/(^|,)\s*application\/json/i.test(accept);
}

/** A CSV download's headers: the file name (dated by the caller), never cached. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}

/** A list answers CSV when `format=csv`, or when no format is named and Accept prefers CSV. */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  return format === 'csv' || (!format && prefersCsv(accept));
}
