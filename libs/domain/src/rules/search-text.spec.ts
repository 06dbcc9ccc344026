// Search over names and phones ignores case and accents.
import { normaliseSearchText, searchTextOf } from './search-text.js';

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
});
