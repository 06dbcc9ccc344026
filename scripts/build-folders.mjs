// The folders of scripts/build.mjs: build/current and the dist symlinks swapped by rename, the
// builds kept while a process runs from them, and the lock that lets one build run at a time.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILDS = join(ROOT, 'build');
export const COMPILE = join(BUILDS, 'compile');
export const CURRENT = join(BUILDS, 'current');
const LOCK = join(BUILDS, 'lock');

/** Where each part lives inside a build, and the repository path that links to it. */
const LINKS = [
  ['libs/domain/dist', 'node_modules/@gym/domain/dist'],
  ['backend/dist', 'backend/dist'],
  ['frontend/dist', 'frontend/dist'],
];

export function log(line) {
  console.log(`[build] ${line}`);
}

function linkTarget(link, inside) {
  return relative(dirname(join(ROOT, link)), join(CURRENT, inside));
}

export function linksInPlace() {
  return LINKS.every(([link, inside]) => {
    const path = join(ROOT, link);
    return (
      lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(path) === linkTarget(link, inside)
    );
  });
}

/** Replaces `path` by a symlink to `target` in one rename (a reader sees the old or the new one). */
export function swapLink(path, target) {
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, path);
}

/** backend/dist etc. become links into build/current; a real folder left by an older build is moved aside. */
export function placeLinks() {
  for (const [link, inside] of LINKS) {
    const path = join(ROOT, link);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat && !stat.isSymbolicLink()) {
      const aside = join(BUILDS, `legacy-${Date.now()}`, link);
      mkdirSync(dirname(aside), { recursive: true });
      renameSync(path, aside);
    }
    swapLink(path, linkTarget(link, inside));
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Pids of the processes that said they run from this build and still run. */
function runningFrom(dir) {
  const folder = join(dir, 'running');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0 && isAlive(pid));
}

/** Deletes the builds no one can be using: not the current, not the previous, not one a process runs from. */
export function removeOldBuilds(keep) {
  for (const name of readdirSync(BUILDS)) {
    const dir = join(BUILDS, name);
    if (['compile', 'current', 'lock'].includes(name) || keep.includes(name) || !statSync(dir).isDirectory()) continue;
    const running = runningFrom(dir);
    if (running.length > 0) log(`kept build/${name}: process ${running.join(', ')} runs from it`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** One build at a time (parallel test files and a second `npm start` wait for it). */
export function acquireLock() {
  mkdirSync(BUILDS, { recursive: true });
  let waited = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(join(LOCK, 'pid'), { encoding: 'utf8', flag: 'a+' }));
    const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    // A lock whose process is gone (or that never got its pid written) was left by a crash.
    if ((holder > 0 && !isAlive(holder)) || (!(holder > 0) && age > 10_000)) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (!waited) log(`waiting for the build of process ${holder}`);
    waited = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}

export function releaseLock() {
  rmSync(LOCK, { recursive: true, force: true });
}
