// Receipts write the amount in Spanish words (issue 10).
import { numberInWords, pesosInWords } from './amount-in-words.js';

describe('amount in words', () => {
  it.each([
    [0, 'cero pesos'],
    [1, 'un peso'],
    [21, 'veintiún pesos'],
    [100, 'cien pesos'],
    [80_000, 'ochenta mil pesos'],
    [1_000_000, 'un millón de pesos'],
    [1_250_500, 'un millón doscientos cincuenta mil quinientos pesos'],
    [40_000, 'cuarenta mil pesos'],
    [50_000, 'cincuenta mil pesos'],
    [21_000, 'veintiún mil pesos'],
    [101_000, 'ciento un mil pesos'],
    [2_000_000, 'dos millones de pesos'],
    [1_001, 'mil un pesos'],
    [999_999, 'novecientos noventa y nueve mil novecientos noventa y nueve pesos'],
    [35_500, 'treinta y cinco mil quinientos pesos'],
    [116_000, 'ciento dieciséis mil pesos'],
  ])('%d → %s', (amount, words) => {
    expect(pesosInWords(amount)).toBe(words);
  });

  it('counts without the noun', () => {
    expect(numberInWords(21)).toBe('veintiuno');
    expect(numberInWords(1_000_021)).toBe('un millón veintiuno');
  });

  it('refuses what is not a whole non-negative number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
