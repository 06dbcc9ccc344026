// Joining the catalogue's parts: one object with the keys of every part, and a key that two parts
// declare does not compile (the typecheck runs on this file; jest runs what it does at run time).
import { joinParts } from './catalogue-parts.js';

describe('joining the catalogue parts', () => {
  it('gives one object with the keys and texts of every part', () =>
    expect(joinParts({ 'A.ONE': 'uno' }, { 'B.TWO': 'dos', 'B.THREE': 'tres' })).toEqual({
      'A.ONE': 'uno',
      'B.TWO': 'dos',
      'B.THREE': 'tres',
    }));

  it('refuses a key that two parts declare, which spread together would silently take the later text', () => {
    // @ts-expect-error 'A.ONE' is declared in the first part and in the third.
    const joined = joinParts({ 'A.ONE': 'uno' }, { 'B.TWO': 'dos' }, { 'A.ONE': 'otro' });
    expect(joined).toEqual({ 'A.ONE': 'otro', 'B.TWO': 'dos' });
  });
});
