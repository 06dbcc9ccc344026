#!/usr/bin/env node
// `npm test`: builds the app, runs the checks, the OpenAPI linters on docs/openapi.json, the compose
// file's validation, every jest suite and every browser test, and ends with one line
// `N passed, N failed`. Contract suites of EventStoreDB/MongoDB run only when their URLs are set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkCompose } from './check-compose.mjs';
import { jestFailures, playwrightFailures } from './failed-tests.mjs';
import { jestOnNode24, node24Home } from './jest-on-node24.mjs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
}

function readCounts(file, pick) {
  if (!existsSync(file)) return null;
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const problems = [];
const notes = [];

if (run('npm', ['run', 'build', '--silent']) !== 0) {
  problems.push('the build failed');
  failed += 1;
} else {
  // The checks: ESLint, Prettier and the import boundaries; then the types of every workspace.
  for (const [script, what] of [
    ['lint', 'npm run lint (ESLint, Prettier, import boundaries)'],
    ['typecheck', 'npm run typecheck'],
  ]) {
    if (run('npm', ['run', script, '--silent']) === 0) passed += 1;
    else {
      problems.push(`${what} found problems`);
      failed += 1;
    }
  }

  // The API contract the build wrote, by two independent OpenAPI linters (their rules: redocly.yaml,
  // .spectral.yaml); an error in either fails the run.
  for (const [args, what] of [
    [['redocly', 'lint', 'docs/openapi.json'], 'Redocly (recommended)'],
    [['spectral', 'lint', 'docs/openapi.json'], 'Spectral (spectral:oas)'],
  ]) {
    if (run('npx', args) === 0) passed += 1;
    else {
      problems.push(`docs/openapi.json: ${what} found errors`);
      failed += 1;
    }
  }

  // The compose file, by docker-compose without an engine (each check counted; a NOTE without the tool).
  console.log('\n$ node scripts/check-compose.mjs');
  const compose = checkCompose();
  if (!compose.available) {
    notes.push('docker-compose.yml was NOT checked: docker-compose is not installed (apt-get install docker-compose)');
  }
  for (const { name, ok, detail } of compose.results) {
    console.log(`${ok ? 'ok' : 'FAILED'}: ${name}${detail ? ` (${detail})` : ''}`);
    if (ok) passed += 1;
    else {
      problems.push(`docker-compose.yml: ${name}`);
      failed += 1;
    }
  }

  const jestStatus = run('npx', ['jest', '--ci', '--json', `--outputFile=${results}/jest.json`]);
  const jest = readCounts(`${results}/jest.json`, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
  }));
  if (jest) {
    passed += jest.passed;
    failed += jest.failed;
  }
  if (jestStatus !== 0 && (!jest || jest.failed === 0)) {
    problems.push('jest failed outside any test');
    failed += 1;
  }

  const browserStatus = run('npx', ['playwright', 'test']);
  const browser = readCounts(`${results}/playwright.json`, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
  }));
  if (browser) {
    passed += browser.passed;
    failed += browser.failed;
  }
  if (browserStatus !== 0 && (!browser || browser.failed === 0)) {
    problems.push('the browser tests failed outside any test');
    failed += 1;
  }

  // The same jest suites on Node 24 LTS, when .ci/run (or you) gave a Node 24 installation.
  const home = process.env.NODE24_DIR ? node24Home(process.env.NODE24_DIR) : null;
  if (home) {
    const status = jestOnNode24(home, `${results}/jest-node24.json`);
    const counts = readCounts(`${results}/jest-node24.json`, (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    }));
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (status !== 0 && (!counts || counts.failed === 0)) {
      problems.push('jest on Node 24 failed outside any test');
      failed += 1;
    }
  } else {
    notes.push('the jest suites were NOT run on Node 24: NODE24_DIR is not set (see README)');
  }

  // The benchmark's quick mode as a smoke test: it must run end to end; no figure is asserted
  // here, since shared CI machines are too noisy for thresholds.
  const benchStatus = run('npx', ['tsc', '-p', 'bench']) || run('node', ['bench/dist/run.js', '--quick']);
  if (benchStatus === 0) passed += 1;
  else {
    problems.push('the quick benchmark (npm run bench -- --quick) failed');
    failed += 1;
  }
}

for (const [variable, suite] of [
  ['EVENTSTORE_URL', 'EventStoreDB event-store contract suite'],
  ['MONGODB_URL', 'MongoDB read-store contract suite'],
]) {
  if (!process.env[variable])
    console.log(`NOTE: the ${suite} was NOT run: ${variable} is not set (see docs/scale-out.md).`);
}
const browserFailures = playwrightFailures(`${results}/playwright.json`);
const failedTests = [
  ...jestFailures(`${results}/jest.json`, 'jest'),
  ...browserFailures.failed,
  ...jestFailures(`${results}/jest-node24.json`, 'jest on Node 24'),
];
for (const note of notes) console.log(`NOTE: ${note}`);
for (const flaky of browserFailures.flaky) console.log(`FLAKY: ${flaky}`);
for (const test of failedTests) console.log(`FAILED: ${test}`);
for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
