// The cédula as stored (issue 10): digits only, 5 to 12 of them.
import { isValidCedula, normaliseCedula } from './cedula.js';

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
