import { csvLine, csvLinesInTurns, parseCsv, readField } from './csv';

describe('CSV', () => {
  it('when fields hold commas, quotes, line breaks or formulas, then they read back as written', () => {
    const fields = ['Kurta, cotton', 'The "best"', 'two\r\nlines', '=SUM(A1)', '', 'Plain'];
    const [row] = parseCsv(`\uFEFF${csvLine(fields)}\r\n`);
    expect(row!.map(readField)).toEqual(fields);
  });

  it('when rows end in LF, CRLF or nothing, then each is one row', () => {
    expect(parseCsv('a,b\nc,d\r\ne,')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', ''],
    ]);
  });

  it('when a quote is never closed, then it names the line it opened on', () => {
    expect(() => parseCsv('a,b\n"c,d\ne')).toThrow('A quote opened on line 2 is never closed');
  });

  it("writes many rows in turns, letting other work in between, in the rows' order", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    const turns: number[] = [];
    let written = 0;
    // Work that waits for the event loop's next turn, as another request's would.
    const other = () =>
      setImmediate(() => {
        turns.push(written);
        if (written < rows.length) other();
      });
    other();
    const lines = await csvLinesInTurns(
      rows,
      (row) => {
        written += 1;
        return csvLine([row, `Row ${row}`]);
      },
      10,
    );
    expect(lines).toEqual(rows.map((row) => `${row},Row ${row}`));
    // The other work ran between the batches of 10, not only once all 25 were written.
    expect(turns.slice(0, 2)).toEqual([10, 20]);
    expect(await csvLinesInTurns([], String)).toEqual([]);
  });
});
