/*
 * CSV as spreadsheets write it (RFC 4180): fields split by commas, quoted with "" when they hold
 * a comma, a quote or a line break, rows ended by CRLF or LF.
 */

/** Text a spreadsheet would run as a formula ("=HYPERLINK(...)", "+91…", "-1+2", "@SUM"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when needed; text a spreadsheet would run as a formula is defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
export const csvLine = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

/**
 * `rows` written as lines `atOnce` at a time, with the event loop's other work let in between:
 * the 50,000 lines of the largest orders export take about half a second to write (each order's
 * time formatted in India's zone), which in one piece would hold every other request.
 */
export async function csvLinesInTurns<T>(
  rows: readonly T[],
  line: (row: T) => string,
  atOnce = 1000,
): Promise<string[]> {
  const lines: string[] = [];
  for (let at = 0; at < rows.length; at += atOnce) {
    if (at > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const row of rows.slice(at, at + atOnce)) lines.push(line(row));
  }
  return lines;
}

/** A CSV document: the lines joined by CRLF, ending with one. */
export const csvDocument = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export class CsvSyntaxError extends Error {}

/**
 * The rows of a CSV text, each a list of fields (a leading byte-order mark is dropped). A
 * quote left open is an error naming its line, so a broken file is refused, never half-read.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line += 1;
    } else {
      field += ch;
    }
  }
  if (quoted) throw new CsvSyntaxError(`A quote opened on line ${quoteLine} is never closed`);
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A field as written by csvField, read back: a defused formula loses its leading quote. */
export const readField = (field: string) => {
  const text = field.trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
};
