// Mantine's stylesheet in two parts (the login page's, the signed-in screens'): together every
// component's styles once, each part in the order of Mantine's own styles.css.
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The package's folder, from its code's entry (jest maps its CSS to a stub, and it exports no package.json).
const mantineCore = require.resolve('@mantine/core').replace(/(@mantine\/core)\/.*$/, '$1');
const stylesDir = join(mantineCore, 'styles');
const fullSheet = readFileSync(join(mantineCore, 'styles.css'), 'utf8');

function importsOf(file: string): string[] {
  const css = readFileSync(join(__dirname, file), 'utf8');
  return [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((match) => match[1]);
}

/** Where a part's rules start in styles.css. */
function placeInFullSheet(part: string): number {
  return fullSheet.indexOf(
    readFileSync(join(stylesDir, `${part}.css`), 'utf8')
      .trim()
      .slice(0, 200),
  );
}

const login = importsOf('mantine-login.css');
const signedIn = importsOf('mantine-signed-in.css');

it('holds every part of Mantine’s styles once', () => {
  const parts = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  expect([...login, ...signedIn].sort()).toEqual(parts.sort());
});

it.each([
  ['mantine-login.css', login],
  ['mantine-signed-in.css', signedIn],
])('%s keeps the order of styles.css', (_file, parts) => {
  const places = parts.map(placeInFullSheet);
  expect(places.every((place) => place >= 0)).toBe(true);
  expect(places).toEqual([...places].sort((a, b) => a - b));
});
