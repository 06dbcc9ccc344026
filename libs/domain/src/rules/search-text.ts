// Text search that forgives case and accents: 'jose' finds 'José Pérez' (stored and queried alike).

/** Lower-case, without diacritics, single spaces. Apply to stored text and to the query alike. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The searchable text of a record: its parts normalised and joined (phones also without separators). */
export function searchTextOf(...parts: ReadonlyArray<string | null | undefined>): string {
  const words = parts.filter((part): part is string => Boolean(part)).map(normaliseSearchText);
  const digits = parts
    .filter((part): part is string => Boolean(part) && /\d/.test(part ?? ''))
    .map((part) => part.replace(/\D/g, ''))
    .filter((part) => part.length > 0);
  return [...words, ...digits].join(' | ');
}

/**
 * What a search box's text is looked for as: normalised, and a number typed with separators
 * ('1.023.456.789', '300 123-45') as its digits, which `searchTextOf` also stores.
 */
export function searchTermOf(text: string): string {
  const term = normaliseSearchText(text);
  return /^[\d\s.\-]+$/.test(term) && /\d/.test(term) ? term.replace(/\D/g, '') : term;
}
