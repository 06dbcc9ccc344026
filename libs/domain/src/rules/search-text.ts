// Text search that forgives case and accents: 'jose' finds 'José Pérez' (stored and queried alike).

/**
 * Remembers the last few thousand answers of a pure function of text: projections derive the same
 * member's search text again at each of its events, and a rebuild does so a million times.
 */
function remembered<T>(compute: (input: T) => string, keyOf: (input: T) => string): (input: T) => string {
  const known = new Map<string, string>();
  return (input) => {
    const key = keyOf(input);
    const found = known.get(key);
    if (found !== undefined) return found;
    if (known.size >= 20_000) known.clear();
    const value = compute(input);
    known.set(key, value);
    return value;
  };
}

/** Lower-case, without diacritics, single spaces. Apply to stored text and to the query alike. */
export const normaliseSearchText: (text: string) => string = remembered(
  (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim(),
  (text) => text,
);

const searchTextOfParts = remembered(
  (parts: ReadonlyArray<string | null | undefined>) => {
    const words = parts.filter((part): part is string => Boolean(part)).map(normaliseSearchText);
    const digits = parts
      .filter((part): part is string => Boolean(part) && /\d/.test(part ?? ''))
      .map((part) => part.replace(/\D/g, ''))
      .filter((part) => part.length > 0);
    return [...words, ...digits].join(' | ');
  },
  (parts) => JSON.stringify(parts),
);

/** The searchable text of a record: its parts normalised and joined (phones also without separators). */
export function searchTextOf(...parts: ReadonlyArray<string | null | undefined>): string {
  return searchTextOfParts(parts);
}

/**
 * What a search box's text is looked for as: normalised, and a number typed with separators
 * ('1.023.456.789', '300 123-45') as its digits, which `searchTextOf` also stores.
 */
export function searchTermOf(text: string): string {
  const term = normaliseSearchText(text);
  return /^[\d\s.-]+$/.test(term) && /\d/.test(term) ? term.replace(/\D/g, '') : term;
}

/** The longest digits of a phone (E.164 has 15) or a cédula (12) indexed by their endings. */
const MAX_INDEXED_DIGITS = 15;
/** A pasted paragraph is not a search: the first few words are. */
const MAX_SEARCH_WORDS = 8;

/** The words of normalised text: runs of letters and digits ('o'neil' → 'o', 'neil'). */
const wordsIn = (normalised: string): string[] => normalised.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/**
 * R35: what a member is found by. Each word of the name, lower-case without accents (a name written
 * with a hyphen or an apostrophe also as one word: 'maria-jose' → 'mariajose', 'maria', 'jose'), and
 * every ending of the digits of the phone and the cédula: a typed word must begin one of these, so
 * typed digits are found anywhere within a phone or cédula ('4567' begins '4567', an ending of
 * '3001234567'). Sorted, without repeats.
 */
export function searchKeysOf(name: string, ...numbers: ReadonlyArray<string | null | undefined>): string[] {
  const keys = new Set<string>();
  for (const written of normaliseSearchText(name).split(' ')) {
    const parts = wordsIn(written);
    for (const part of parts) keys.add(part);
    if (parts.length > 1) keys.add(parts.join(''));
    // A word of signs only ('%', '.*') is a word of its own: the name stays findable as written.
    if (parts.length === 0 && written !== '') keys.add(written);
  }
  for (const number of numbers) {
    const digits = (number ?? '').replace(/\D/g, '').slice(-MAX_INDEXED_DIGITS);
    for (let start = 0; start < digits.length; start += 1) keys.add(digits.slice(start));
  }
  return [...keys].sort();
}

/**
 * R35: the words a search box's text is looked for by, each to begin one of `searchKeysOf`, in any
 * order. A number typed with separators ('300 123-45', '1.023.456.789') is one word of its digits. A
 * word that begins another typed word adds nothing and is left out; so are words past the eighth.
 */
export function searchWordsOf(text: string): string[] {
  const term = searchTermOf(text);
  // Text of signs only is looked for as written ('%' finds a name '%', and is no wildcard).
  const typed = wordsIn(term).length > 0 ? wordsIn(term) : term.split(' ').filter((word) => word !== '');
  const words = [...new Set(typed)].slice(0, MAX_SEARCH_WORDS);
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}
