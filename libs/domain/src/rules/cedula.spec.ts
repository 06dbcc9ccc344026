// The cédula as stored (issue 10): digits only, 5 to 12 of them.
import { formatCedula, isValidCedula, normaliseCedula } from './cedula.js';
import { searchTermOf } from './search-text.js';

describe('cédula', () => {
  it.each([
    ['1.023.456.789', '1023456789'],
    [' 52 123 456 ', '52123456'],
    ['80-123-456', '80123456'],
    ['', null],
    ['  ', null],
    [null, null],
  ])('%p is stored as %p', (typed, stored) => expect(normaliseCedula(typed)).toBe(stored));

  it.each(['12345', '123456789012'])('%s is valid (5 to 12 digits)', (cedula) =>
    expect(isValidCedula(cedula)).toBe(true),
  );
  it.each(['1234', '1234567890123', '12a45', '', 12345])('%p is not', (cedula) =>
    expect(isValidCedula(cedula)).toBe(false),
  );
});

describe('A cédula as people read it (issue 41: lists, profiles, Ingreso and receipts alike)', () => {
  it('given its digits, then in groups of three with dots', () => {
    expect(formatCedula('1090927528')).toBe('1.090.927.528');
    expect(formatCedula('52123456')).toBe('52.123.456');
  });

  it('given the cédula as shown, a search looks for its digits, so either form finds it', () =>
    expect(searchTermOf(formatCedula('1090927528'))).toBe('1090927528'));
});
