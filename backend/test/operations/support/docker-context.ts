// What `docker build .` sends as its context: the repository's files minus those .dockerignore names,
// matched as Docker matches them (moby/patternmatcher: `*`, `?`, `**`, `!` exceptions, the last
// matching rule deciding, a rule on a folder covering everything under it).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../../../..');

interface Rule {
  readonly exception: boolean;
  readonly pattern: RegExp;
}

function toRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern.charAt(index);
    if (char === '*' && pattern.charAt(index + 1) === '*') {
      index += 1;
      if (pattern.charAt(index + 1) === '/') {
        index += 1;
        source += '(?:.*/)?';
      } else source += '.*';
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function dockerignoreRules(text = readFileSync(join(ROOT, '.dockerignore'), 'utf8')): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      const pattern = (exception ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { exception, pattern: toRegExp(pattern) };
    });
}

/** Whether the context leaves `path` (relative, with '/') out. */
export function isIgnored(path: string, rules: readonly Rule[] = dockerignoreRules()): boolean {
  const parts = path.split('/');
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => rule.pattern.test(prefix))) ignored = !rule.exception;
  }
  return ignored;
}

/** The repository's files: git's list (committed or not, its ignored ones aside), or a walk without git. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return listed.split('\0').filter((file) => file !== '');
  } catch {
    const skipped = /(^|\/)(node_modules|\.git|build|dist|test-results|playwright-report|coverage)(\/|$)/;
    return readdirSync(ROOT, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
      .filter((file) => !skipped.test(file));
  }
}

/** The repository's files that the image's build context holds. */
export function dockerContextFiles(): string[] {
  const rules = dockerignoreRules();
  return repositoryFiles().filter((file) => existsSync(join(ROOT, file)) && !isIgnored(file, rules));
}
