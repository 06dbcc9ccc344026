// Search over names and phones ignores case and accents.
import { normaliseSearchText, searchTermOf, searchTextOf } from './search-text.js';

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
