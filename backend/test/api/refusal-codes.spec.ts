// Every code the domain or the backend refuses with is declared once, with its kind, in the
// catalogue's refusals (libs/domain/src/refusals.ts): none is answered with a status picked by hand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRefusalCode } from '@gym/domain';

const ROOT = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `reject('X'…)`, `new AppError('X'…)`, and the request schemas' `error: 'X'`, `requestText('X')`… */
const USES =
  /(?:reject|new AppError|requestText|dateParam|calendarDate|requiredText\(\w+,|measurement\(\w+,)\(?\s*'([A-Z_]+\.[A-Z_]+)'|error: '([A-Z_]+\.[A-Z_]+)'/g;

function codesUsedIn(dir: string): string[] {
  const found = new Set<string>();
  for (const file of sources(dir))
    for (const match of readFileSync(file, 'utf8').matchAll(USES)) found.add(match[1] ?? match[2] ?? '');
  return [...found].sort();
}

describe('the refusal codes in use', () => {
  it.each(['libs/domain/src', 'backend/src'])('every one refused in %s is a declared refusal with a kind', (dir) => {
    const used = codesUsedIn(join(ROOT, dir));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((code) => !isRefusalCode(code))).toEqual([]);
  });
});
