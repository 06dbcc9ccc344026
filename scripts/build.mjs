#!/usr/bin/env node
// `npm run build` (also run by `npm ci` and `npm start`): builds the app into a new folder under
// build/ and swaps it in with one rename, only when its sources changed since the build in use.
//
//   build/compile/          tsc's incremental output (domain + backend); nothing runs from here
//   build/<id>/             one finished build: backend/dist, frontend/dist, node_modules/@gym/domain
//   build/current -> <id>   the build in use, replaced by rename(2): never half of one build
//   backend/dist, frontend/dist, libs/domain/dist -> build/current/…   (symlinks)
//
// A started app runs from the folder `build/current` named when it started (Node resolves the
// symlinks), so the files it loads later (the projection thread's script, the EventStoreDB and
// MongoDB adapters, the frontend it serves) stay those of its own build, and `@gym/domain` resolves
// to the build's own copy. A build never deletes the folder of a running app (each writes
// `build/<id>/running/<pid>`), nor the current and the previous one; it deletes older ones.
// Commands started later (`node backend/dist/cli/…`) run the newest build.
//
// Usage: node scripts/build.mjs [--force] [--prepare]
//   --force    build even when the sources did not change
//   --prepare  (npm ci) skip when the dev dependencies (a production install) or the sources (the
//              image's dependency layer) are absent
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILDS = join(ROOT, 'build');
const COMPILE = join(BUILDS, 'compile');
const CURRENT = join(BUILDS, 'current');
const LOCK = join(BUILDS, 'lock');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

/** Where each part lives inside a build, and the repository path that links to it. */
const LINKS = [
  ['libs/domain/dist', 'node_modules/@gym/domain/dist'],
  ['backend/dist', 'backend/dist'],
  ['frontend/dist', 'frontend/dist'],
];

/** What each part is built from (test files excluded: they never reach a build). */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];
const INPUTS = {
  server: [
    ...SHARED_INPUTS,
    'libs/domain/package.json',
    'libs/domain/tsconfig.json',
    'libs/domain/src',
    'backend/package.json',
    'backend/tsconfig.json',
    'backend/src',
  ],
  frontend: [
    ...SHARED_INPUTS,
    'libs/domain/src',
    'frontend/package.json',
    'frontend/tsconfig.json',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/postcss.config.cjs',
    'frontend/public',
    'frontend/src',
  ],
};
const TEST_FILE = /(\.spec\.tsx?$)|(\.contract[.\w]*\.ts$)|((^|\/)testing\/)/;

const args = new Set(process.argv.slice(2));
const force = args.has('--force');

function log(line) {
  console.log(`[build] ${line}`);
}

/** Every input file of a part, relative to the repository, sorted. */
function inputFiles(part) {
  const files = new Set();
  for (const input of INPUTS[part]) {
    const path = join(ROOT, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isFile()) files.add(input);
    else
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = relative(ROOT, join(entry.parentPath, entry.name));
        if (!TEST_FILE.test(file)) files.add(file);
      }
  }
  return [...files].sort();
}

/** A hash of the part's input files, paths and contents (a touched file builds nothing). */
function fingerprint(part) {
  const hash = createHash('sha256');
  for (const file of inputFiles(part))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

function readBuild(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** The build in use and its record, or null. */
function currentBuild() {
  if (!existsSync(CURRENT)) return null;
  const dir = realpathSync(CURRENT);
  const record = readBuild(dir);
  return record ? { dir, id: basename(dir), record } : null;
}

function linkTarget(link, inside) {
  return relative(dirname(join(ROOT, link)), join(CURRENT, inside));
}

function linksInPlace() {
  return LINKS.every(([link, inside]) => {
    const path = join(ROOT, link);
    return (
      lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(path) === linkTarget(link, inside)
    );
  });
}

/** Replaces `path` by a symlink to `target` in one rename (a reader sees the old or the new one). */
function swapLink(path, target) {
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, path);
}

/** backend/dist etc. become links into build/current; a real folder left by an older build is moved aside. */
function placeLinks() {
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
function removeOldBuilds(keep) {
  for (const name of readdirSync(BUILDS)) {
    const dir = join(BUILDS, name);
    if (['compile', 'current', 'lock'].includes(name) || keep.includes(name) || !statSync(dir).isDirectory()) continue;
    const running = runningFrom(dir);
    if (running.length > 0) log(`kept build/${name}: process ${running.join(', ')} runs from it`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** One build at a time (parallel test files and a second `npm start` wait for it). */
function acquireLock() {
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

function releaseLock() {
  rmSync(LOCK, { recursive: true, force: true });
}

function run(command, args, cwd = ROOT) {
  const result = spawnSync(process.execPath, [command, ...args], { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${relative(ROOT, command)} ${args.join(' ')} failed`);
}

/**
 * tsc -b into build/compile (incremental). A source file deleted since the last compile would
 * leave its output behind, where a stale import could still find it: the folder starts over then.
 */
function compileServer() {
  const sources = inputFiles('server').filter((file) => file.endsWith('.ts'));
  const listed = join(COMPILE, 'sources.json');
  const before = existsSync(listed) ? JSON.parse(readFileSync(listed, 'utf8')) : null;
  if (before && before.some((file) => !sources.includes(file))) rmSync(COMPILE, { recursive: true, force: true });
  run(TSC, ['-b', 'backend']);
  writeFileSync(listed, JSON.stringify(sources));
}

function build(previous, fingerprints) {
  const id = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15) + `-${process.pid}`;
  const stage = join(BUILDS, id);
  const started = Date.now();
  mkdirSync(stage, { recursive: true });
  try {
    compileServer();
    cpSync(join(COMPILE, 'backend/dist'), join(stage, 'backend/dist'), { recursive: true });
    // Node reads "type": "module" from the nearest package.json, and resolves @gym/domain from the
    // build's own node_modules before the repository's.
    cpSync(join(ROOT, 'backend/package.json'), join(stage, 'backend/package.json'));
    cpSync(join(COMPILE, 'node_modules/@gym/domain/dist'), join(stage, 'node_modules/@gym/domain/dist'), {
      recursive: true,
    });
    cpSync(join(ROOT, 'libs/domain/package.json'), join(stage, 'node_modules/@gym/domain/package.json'));

    const frontendChanged =
      force ||
      previous?.record.fingerprints?.frontend !== fingerprints.frontend ||
      !existsSync(join(previous.dir, 'frontend/dist/index.html'));
    if (frontendChanged) {
      run(
        VITE,
        ['build', '--outDir', join(stage, 'frontend/dist'), '--emptyOutDir', '--logLevel', 'warn'],
        join(ROOT, 'frontend'),
      );
    } else {
      cpSync(join(previous.dir, 'frontend/dist'), join(stage, 'frontend/dist'), { recursive: true });
    }
    // The OpenAPI document, written by the built app itself (this also loads the build's modules).
    run(join(stage, 'backend/dist/cli/openapi.js'), ['docs/openapi.json']);

    const seconds = (Date.now() - started) / 1000;
    const record = {
      id,
      builtAt: new Date().toISOString(),
      seconds,
      fingerprints,
      frontend: frontendChanged ? 'bundled' : 'copied',
    };
    writeFileSync(join(stage, 'build.json'), `${JSON.stringify(record, null, 2)}\n`);
  } catch (error) {
    rmSync(stage, { recursive: true, force: true });
    throw error;
  }
  swapLink(CURRENT, id);
  placeLinks();
  return id;
}

function main() {
  // TypeScript alone is no sign: @nestjs/swagger brings it to a production install too.
  if (args.has('--prepare') && !(existsSync(TSC) && existsSync(VITE))) {
    log('not building: the dev dependencies are not installed (a production install)');
    return;
  }
  if (args.has('--prepare') && !existsSync(join(ROOT, 'backend/src'))) {
    // The image installs its dependencies before the sources are copied in (a cached layer).
    log('not building: the sources are not here yet (dependencies installed alone)');
    return;
  }
  const fingerprints = { server: fingerprint('server'), frontend: fingerprint('frontend') };
  // The compile folder also types the bench and the test helpers (project references): it must be there.
  const isCurrent = (build) =>
    !force &&
    build !== null &&
    existsSync(join(COMPILE, 'backend.tsbuildinfo')) &&
    build.record.fingerprints?.server === fingerprints.server &&
    build.record.fingerprints?.frontend === fingerprints.frontend;

  const before = currentBuild();
  if (isCurrent(before) && linksInPlace()) {
    log(`current: build/${before.id} (built ${before.record.builtAt}); the sources did not change`);
    return;
  }
  acquireLock();
  try {
    const previous = currentBuild();
    // Another process may have built these sources while this one waited.
    if (isCurrent(previous)) {
      if (!linksInPlace()) placeLinks();
      log(`current: build/${previous.id} (built meanwhile by another process)`);
      return;
    }
    log(previous ? `sources changed since build/${previous.id}: building` : 'no build yet: building');
    const started = Date.now();
    const id = build(previous, fingerprints);
    removeOldBuilds([id, previous?.id].filter(Boolean));
    log(
      `built build/${id} in ${((Date.now() - started) / 1000).toFixed(1)} s; backend/dist and frontend/dist now point at it`,
    );
  } finally {
    releaseLock();
  }
}

try {
  main();
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
