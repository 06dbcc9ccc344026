// How long a browser keeps each file of the built frontend (issue 16).
import { join } from 'node:path';
import { cacheControlFor, IMMUTABLE, NO_CACHE, SHORT_CACHE } from './static-files.js';

describe('the built frontend’s caching', () => {
  const dist = join('/srv', 'gym', 'frontend', 'dist');

  it('hashed assets are cached a year and never checked again', () =>
    expect(cacheControlFor(join(dist, 'assets', 'index-BvW_ZwWD.js'))).toBe(IMMUTABLE));

  it('index.html is checked at every load, so a new version arrives at once', () =>
    expect(cacheControlFor(join(dist, 'index.html'))).toBe(NO_CACHE));

  it('icons and the manifest keep their names, so they are cached a day only', () => {
    expect(cacheControlFor(join(dist, 'favicon.ico'))).toBe(SHORT_CACHE);
    expect(cacheControlFor(join(dist, 'manifest.webmanifest'))).toBe(SHORT_CACHE);
  });
});
