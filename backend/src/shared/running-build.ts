// Tells scripts/build.mjs that this process runs from its build folder, so no later build deletes
// the files it still loads (the projection thread's script, the adapters, the frontend it serves).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `entryUrl`: the entry module's `import.meta.url` (…/build/<id>/backend/dist/main.js once Node
 * resolved the symlinks). Writes `build/<id>/running/<pid>` and removes it at exit. Does nothing
 * outside a build folder (tests, an image with a plain dist/), and never fails the start: a
 * read-only folder only means nothing is marked.
 */
export function markRunningBuild(entryUrl: string, entryDepth = 2): void {
  const build = resolve(dirname(fileURLToPath(entryUrl)), ...Array<string>(entryDepth).fill('..'));
  if (!existsSync(join(build, 'build.json'))) return;
  const marker = join(build, 'running', String(process.pid));
  try {
    mkdirSync(dirname(marker), { recursive: true });
    writeFileSync(marker, `${new Date().toISOString()}\n`);
  } catch {
    return;
  }
  process.once('exit', () => rmSync(marker, { force: true }));
}
