#!/usr/bin/env node
// `npm run test:reliability [-- --docs]`: builds the app, runs the reliability and security suite
// alone (jest backend/test/reliability, then e2e/security.e2e.ts in Chromium), sums the counters each
// test file wrote to test-results/reliability/, prints the summary and writes it to
// test-results/reliability/summary.md; with --docs (and every test passing) also into docs/reliability.md's
// table, which a test run never changes otherwise. Fails when a test fails, an
// acknowledged event was lost or a 500 was seen.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LEDGERS = 'test-results/reliability';
const SUMMARY = join(LEDGERS, 'summary.md');
const RELIABILITY_DOC = 'docs/reliability.md';
const WRITE_DOC = process.argv.includes('--docs');
const START = '<!-- reliability:start -->';
const END = '<!-- reliability:end -->';

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
}

function readLedgers() {
  if (!existsSync(LEDGERS)) return [];
  return readdirSync(LEDGERS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(LEDGERS, file), 'utf8')))
    .sort((a, b) => a.suite.localeCompare(b.suite));
}

const COLUMNS = [
  ['commandsSent', 'commands sent'],
  ['faultsInjected', 'faults injected'],
  ['inputsTried', 'inputs tried'],
  ['eventsLost', 'events lost'],
  ['serverErrors', '500s seen'],
];

function summaryTable(ledgers, totals) {
  const header = `| suite | ${COLUMNS.map(([, label]) => label).join(' | ')} |`;
  const rule = `|---|${COLUMNS.map(() => '---:').join('|')}|`;
  const row = (name, counts) =>
    `| ${name} | ${COLUMNS.map(([key]) => counts[key].toLocaleString('en-US')).join(' | ')} |`;
  return [header, rule, ...ledgers.map((ledger) => row(ledger.suite, ledger)), row('**total**', totals)].join('\n');
}

function stampOf(outcome) {
  return `Last run ${new Date().toISOString().slice(0, 10)} (\`npm run test:reliability\`): ${outcome}.`;
}

function updateReliabilityDoc(table, outcome) {
  if (!existsSync(RELIABILITY_DOC)) return false;
  const text = readFileSync(RELIABILITY_DOC, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return false;
  writeFileSync(
    RELIABILITY_DOC,
    `${text.slice(0, start + START.length)}\n${table}\n\n${stampOf(outcome)}\n${text.slice(end)}`,
  );
  return true;
}

rmSync(LEDGERS, { recursive: true, force: true });
mkdirSync(LEDGERS, { recursive: true });
const failures = [];
if (run('npm', ['run', 'build', '--silent']) !== 0) failures.push('the build failed');
else {
  if (run('npx', ['jest', 'backend/test/reliability', '--selectProjects', 'backend', '--ci']) !== 0)
    failures.push('jest');
  if (run('npx', ['playwright', 'test', 'e2e/security.e2e.ts']) !== 0) failures.push('the browser tests');
}

const ledgers = readLedgers();
const totals = Object.fromEntries(
  COLUMNS.map(([key]) => [key, ledgers.reduce((sum, ledger) => sum + (ledger[key] ?? 0), 0)]),
);
if (totals.eventsLost > 0) failures.push(`${totals.eventsLost} acknowledged events lost`);
if (totals.serverErrors > 0) failures.push(`${totals.serverErrors} answers 500`);
const table = summaryTable(ledgers, totals);
const outcome = failures.length === 0 ? 'every test passed' : `FAILED: ${failures.join(', ')}`;

console.log('\nReliability and security suite');
console.log(table);
for (const [key, label] of COLUMNS) console.log(`${label.padEnd(16)} ${totals[key]}`);
console.log(outcome);
writeFileSync(SUMMARY, `${table}\n\n${stampOf(outcome)}\n`);
console.log(`summary: ${SUMMARY}`);
if (WRITE_DOC && failures.length === 0)
  console.log(
    updateReliabilityDoc(table, outcome)
      ? `${RELIABILITY_DOC}: table updated`
      : `${RELIABILITY_DOC}: markers not found`,
  );
process.exit(failures.length === 0 ? 0 : 1);
