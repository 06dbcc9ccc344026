// OWASP's CSV injection guard, and its undoing when the import reads an exported CSV back.
import { neutraliseFormula, restoreFormula } from './csv-formula.js';

describe('a cell a spreadsheet would run as a formula', () => {
  it.each(['=HYPERLINK("http://x")', '+57 300 111 2222', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    '%j is written with an apostrophe and reads back as it was',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
    },
  );

  it.each(['Ana Pérez', "'Pepe'", "D'Artagnan", "''=1", '3001234567', ''])('%j is left as it is both ways', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
    expect(restoreFormula(text)).toBe(text);
  });
});
