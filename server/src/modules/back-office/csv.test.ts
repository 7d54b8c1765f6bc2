import { csvLine, parseCsv, readField } from './csv';

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
});
