// Search over names and phones ignores case and accents.
import { normaliseSearchText, searchKeysOf, searchTermOf, searchTextOf, searchWordsOf } from './search-text.js';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(normaliseSearchText('  José   PÉREZ Ñandú ')).toBe('jose perez nandu');
  });

  it('finds a phone typed without its separators', () => {
    const stored = searchTextOf('María Gómez', '300 123-4567');
    expect(stored).toContain(normaliseSearchText('maria'));
    expect(stored).toContain('3001234567');
    expect(stored.includes(normaliseSearchText('gomez'))).toBe(true);
  });

  it('issue 10: a cédula or phone typed with dots, spaces or dashes is looked for as its digits', () => {
    const stored = searchTextOf('Ana Pérez', '300 123-4567', '1023456789');
    for (const typed of ['1.023.456.789', '1023456789', '300 123-45', '3001234567'])
      expect(stored).toContain(searchTermOf(typed));
    expect(searchTermOf('  Ána ')).toBe('ana');
    expect(searchTermOf('Calle 10 - 20')).toBe('calle 10 - 20');
  });
});

describe('R35: search by words', () => {
  const keys = searchKeysOf('José Luis Muñoz Pérez', '300 123 4567', '1023456789');
  /** Whether every typed word begins one of the keys, as the read stores answer `$prefixes`. */
  const finds = (typed: string) => searchWordsOf(typed).every((word) => keys.some((key) => key.startsWith(word)));

  it.each(['jose munoz', 'JOSÉ MUÑOZ', 'munoz jose', 'jo mu', 'luis perez', 'perez', 'jose luis munoz perez'])(
    'R35: %j finds José Luis Muñoz Pérez (word beginnings, any order, case and accents ignored)',
    (typed) => expect(finds(typed)).toBe(true),
  );

  it.each(['4567', '300 123', '123 4567', '3001234567', '1.023.456', '456789', 'jose 4567'])(
    'R35: %j finds him by digits within his phone or cédula',
    (typed) => expect(finds(typed)).toBe(true),
  );

  it.each(['jose andres', 'uis', 'munozz', 'ose', '9999', 'jose 9999'])('R35: %j does not find him', (typed) =>
    expect(finds(typed)).toBe(false),
  );

  it('R35: a hyphenated or apostrophised name is found by its parts and as one word', () => {
    const hyphenated = searchKeysOf("María-José O'Neil", null);
    for (const key of ['maria', 'jose', 'mariajose', 'o', 'neil', 'oneil']) expect(hyphenated).toContain(key);
    expect(searchWordsOf("o'neil")).toEqual(['o', 'neil']);
  });

  it('R35: typed words are normalised, repeats and words beginning another are dropped, at most eight kept', () => {
    expect(searchWordsOf('  Jo  JOSÉ jose ')).toEqual(['jose']);
    expect(searchWordsOf('300 123-45')).toEqual(['30012345']);
    expect(searchWordsOf('')).toEqual([]);
    expect(searchWordsOf('a b c d e f g h i j')).toHaveLength(8);
  });

  it('R35: text of signs only is a word of its own, never a wildcard', () => {
    expect(searchKeysOf('%', null)).toEqual(['%']);
    expect(searchWordsOf(' .* ')).toEqual(['.*']);
    expect(searchWordsOf('%')).toEqual(['%']);
  });
});
