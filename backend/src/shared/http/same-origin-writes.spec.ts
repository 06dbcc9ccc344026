// Which state-changing requests count as coming from the app's own pages (issue 18).
import { isOwnPageWrite, normalisedOrigin } from './same-origin-writes.js';

const OWN = ['http://127.0.0.1:3000'];

describe('isOwnPageWrite', () => {
  it.each([
    ['the app’s own page', 'same-origin', 'http://127.0.0.1:3000'],
    ['a browser that sends no Fetch Metadata (older Safari), from the app’s page', undefined, 'http://127.0.0.1:3000'],
    ['a non-browser client (curl, scripts): neither header', undefined, undefined],
    ['same-origin without Origin', 'same-origin', undefined],
  ])('allows %s', (_case, fetchSite, origin) =>
    expect(isOwnPageWrite({ fetchSite, origin, ownOrigins: OWN })).toBe(true),
  );

  it.each([
    ['another port of the same host (same-site)', 'same-site', 'http://127.0.0.1:8080'],
    ['another site', 'cross-site', 'http://localhost:8080'],
    ['a typed address or bookmark', 'none', undefined],
    ['a same-site page even when it forges nothing else', 'same-site', undefined],
    ['an Origin of another port without Fetch Metadata', undefined, 'http://127.0.0.1:8080'],
    ['a sandboxed frame or a redirect (Origin null)', undefined, 'null'],
    ['same-origin by Fetch Metadata, but an Origin the app does not have', 'same-origin', 'http://evil.test'],
    ['an unknown Fetch Metadata value', 'SAME-ORIGIN', 'http://127.0.0.1:3000'],
  ])('refuses %s', (_case, fetchSite, origin) =>
    expect(isOwnPageWrite({ fetchSite, origin, ownOrigins: OWN })).toBe(false),
  );

  it('compares origins as browsers write them, whatever the case of the header', () =>
    expect(isOwnPageWrite({ fetchSite: undefined, origin: 'HTTP://127.0.0.1:3000', ownOrigins: OWN })).toBe(true));
});

describe('normalisedOrigin', () => {
  it('drops the default port and lower-cases the host, as Origin does', () => {
    expect(normalisedOrigin('http', 'Gimnasio.Local:80')).toBe('http://gimnasio.local');
    expect(normalisedOrigin('https', 'gimnasio.example.com:443')).toBe('https://gimnasio.example.com');
    expect(normalisedOrigin('http', '192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
  });

  it('an absent or unreadable Host names no origin', () => {
    expect(normalisedOrigin('http', undefined)).toBeUndefined();
    expect(normalisedOrigin('http', 'a b')).toBeUndefined();
  });
});
