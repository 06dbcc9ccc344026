// Issue 41: names offered in Spanish title case, as the desk types them and as sheets hold them.
import { spanishTitleCase, suggestedNameCase } from './person-name.js';

describe('spanishTitleCase', () => {
  it.each([
    ['jorge mauricio giraldo pérez', 'Jorge Mauricio Giraldo Pérez'],
    ['SEBASTIÁN ALBERTO DE LA HOZ', 'Sebastián Alberto de la Hoz'],
    ['maría del pilar y josé', 'María del Pilar y José'],
    ['ÑUSTA ÑAÑEZ', 'Ñusta Ñañez'],
    ['ana maría-josé o’neill', 'Ana María-José O’Neill'],
    ['de la cruz juan', 'De la Cruz Juan'],
    ['  luis   gómez ', '  Luis   Gómez '],
  ])('given %j, then %j', (typed, expected) => expect(spanishTitleCase(typed)).toBe(expected));
});

describe('suggestedNameCase', () => {
  it('offers the title case only when it differs from what was typed', () => {
    expect(suggestedNameCase('ana gómez')).toBe('Ana Gómez');
    expect(suggestedNameCase('Ana Gómez')).toBeNull();
    expect(suggestedNameCase('María de los Ángeles')).toBeNull();
    expect(suggestedNameCase('   ')).toBeNull();
  });
});
