import { csvCell, csvText } from './csv';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('makes text a spreadsheet would run as a formula show as text, but leaves numbers alone', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1.5)).toBe('-1.5');
  });

  it('keeps values exactly for an importer', () => {
    expect(csvCell('-33.86,151.2', { asData: true })).toBe('"-33.86,151.2"');
    expect(csvText([['=x', '-1']], { asData: true })).toBe('=x,-1\r\n');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvText([
        ['Name', 'Groups'],
        ['Ann', 2],
      ]),
    ).toBe('Name,Groups\r\nAnn,2\r\n');
  });
});
