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
