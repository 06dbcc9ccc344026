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
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative } from 'node:path';
import {
  acquireLock,
  BUILDS,
  COMPILE,
  CURRENT,
  linksInPlace,
  log,
  placeLinks,
  releaseLock,
  removeOldBuilds,
  ROOT,
  swapLink,
} from './build-folders.mjs';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

/** What each part is built from (test files excluded: they never reach a build). */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/build-folders.mjs',
];
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

// What is built is what the gym runs, whoever asks for the build: a NODE_ENV of the caller (jest
// sets 'test') made Vite bundle React's development build (the login page's JavaScript 315 kB
// gzipped instead of 249), and a later `npm start` reused it, the sources being the same.
const BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

function run(command, args, cwd = ROOT) {
  const result = spawnSync(process.execPath, [command, ...args], { cwd, stdio: 'inherit', env: BUILD_ENV });
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
    try {
      removeOldBuilds([id, previous?.id].filter(Boolean));
    } catch (error) {
      // The new build is in use already; an old folder left behind goes at the next build.
      log(`could not delete an old build: ${error instanceof Error ? error.message : String(error)}`);
    }
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
