// What the browser downloads before the login page can run: index.html's entry script and every
// script it imports statically (not the lazy screens), gzipped as a server would send them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../http/app-process.js';
import { at } from '../shared/at.js';

export interface LoginPageSize {
  readonly files: readonly string[];
  readonly rawKb: number;
  readonly gzipKb: number;
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

export function loginPageSize(distDir = join(REPO_ROOT, 'frontend/dist')): LoginPageSize | null {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => at(match, 1));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => at(match, 1));
  const seen = new Set<string>();
  const queue = [...entries, ...preloads].map((src) => join(distDir, src.replace(/^\//, '')));
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const file = normalize(next);
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = at(match, 1);
      queue.push(target.startsWith('/') ? join(distDir, target.slice(1)) : join(dirname(file), target));
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const file of seen) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
  return { files: [...seen].map((file) => file.slice(distDir.length + 1)), rawKb: kb(raw), gzipKb: kb(gzip) };
}
