// The app is private to one gym (issue 41): /robots.txt tells every crawler to keep out, as plain
// text rather than the app's page, and the page itself (every screen is index.html) says noindex.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';

function frontendDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gym-robots-static-'));
  copyFileSync(join(__dirname, '../../../frontend/index.html'), join(dir, 'index.html'));
  return dir;
}

describe('crawlers are kept out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { signedIn: false, staticDir: frontendDir() });
  });
  afterAll(() => app.close());

  it('/robots.txt disallows everything, as plain text', async () => {
    const answer = await fetch(`${app.baseUrl}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each(['/', '/users', '/users/6d0c1f9e-1111-4a4a-8b8b-222222222222'])('%s: the page says noindex', async (path) => {
    const answer = await fetch(`${app.baseUrl}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
  });
});
