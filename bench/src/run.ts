// `npm run bench`: measures the app on a small and a large generated gym, prints the table, and
// writes bench/results/<date>.json. `--quick` (small only, and a small spreadsheet import) is the CI
// smoke test: no target fails it.
import { loadavg } from 'node:os';
import { parseOptions, SIZES, type BenchOptions } from './bench-options.js';
import { describeMachine, machineLine } from './report/machine.js';
import { previousRun } from './report/previous-run.js';
import {
  markdownTable,
  regressions,
  reportRows,
  targetChecks,
  textTable,
  uncheckedTargets,
} from './report/report-rows.js';
import { updatePerformanceDoc, writeResults } from './report/results-file.js';
import { importOnlyTable, runImportOnly, type ImportOnlyResult } from './import-run.js';
import { lighthouseFigures, lighthouseTable, runLighthouse } from './lighthouse-run.js';
import { rebuildOnlyTable, runRebuildOnly, type RebuildOnlyResult } from './rebuild-run.js';
import { loginPageSize } from './scenarios/login-page-size.scenario.js';
import { runSearchOnly, searchOnlyTable, type SearchOnlyResult } from './search-run.js';
import { runSize, type SizeResult } from './size-run.js';

const say = (text: string): void => void process.stderr.write(`${text}\n`);

/** `--only rebuild`: the raw replay and the rebuild, with their ratio and the rebuild's memory. */
async function rebuildOnly(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const started = new Date();
  const results: RebuildOnlyResult[] = [];
  for (const size of options.sizes) results.push(await runRebuildOnly(SIZES[size], options, say));
  const table = rebuildOnlyTable(results);
  process.stdout.write(`\n${table}\n\n${machineLine(machine)}\n`);
  const date = started.toISOString().slice(0, 10);
  const markdown = `${table}\n\nMeasured ${date} on ${machineLine(machine)}.`;
  const json = { startedAt: started.toISOString(), options, machine, results };
  say(`results: ${writeResults(`${date}-rebuild`, options.sizes, options.quick, json, markdown)}`);
}

/** `--only import`: the spreadsheet import of 5,000 members over HTTP, with reads meanwhile. */
async function importOnly(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const started = new Date();
  // The machine's load when the run began: on shared cores the wall time follows it, the app's CPU less so.
  const loadAverage = loadavg().map((load) => Math.round(load * 10) / 10);
  const result = await runImportOnly(options, say);
  const table = importOnlyTable(result);
  const measuredOn = `${machineLine(machine)}, load average ${loadAverage.join(' / ')} (1 / 5 / 15 min) at the start`;
  process.stdout.write(`\n${table}\n\n${measuredOn}\n`);
  const date = started.toISOString().slice(0, 10);
  const markdown = `${table}\n\nMeasured ${date} on ${measuredOn}.`;
  const json = { startedAt: started.toISOString(), options, machine, loadAverage, result };
  say(`results: ${writeResults(`${date}-import`, [], options.quick, json, markdown)}`);
}

/** `--only search`: R35's search p95 on both endpoints. */
async function searchOnly(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const started = new Date();
  const results: SearchOnlyResult[] = [];
  for (const size of options.sizes) results.push(await runSearchOnly(SIZES[size], options, say));
  const table = searchOnlyTable(results);
  process.stdout.write(`\n${table}\n\n${machineLine(machine)}\n`);
  const date = started.toISOString().slice(0, 10);
  const markdown = `${table}\n\nMeasured ${date} on ${machineLine(machine)}.`;
  const json = { startedAt: started.toISOString(), options, machine, results };
  say(`results: ${writeResults(`${date}-search`, options.sizes, options.quick, json, markdown)}`);
}

/** `--only lighthouse`: Lighthouse's mobile preset on five screens of the small gym. */
async function lighthouseOnly(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const started = new Date();
  const result = await runLighthouse(options, say);
  const table = lighthouseTable(result);
  const measuredOn = `${machineLine(machine)}, ${result.chromium}, load average ${result.loadAverage.join(' / ')} (1 / 5 / 15 min) at the start`;
  process.stdout.write(`\n${table}\n\n${measuredOn}\n`);
  const date = started.toISOString().slice(0, 10);
  const markdown = `${table}\n\nMeasured ${date} on ${measuredOn}.`;
  const json = { startedAt: started.toISOString(), options, machine, result };
  say(`results: ${writeResults(`${date}-lighthouse`, [], options.quick, json, markdown)}`);
}

async function main(options: BenchOptions): Promise<void> {
  if (options.only === 'rebuild') return rebuildOnly(options);
  if (options.only === 'lighthouse') return lighthouseOnly(options);
  if (options.only === 'import') return importOnly(options);
  if (options.only === 'search') return searchOnly(options);
  const machine = describeMachine();
  const started = new Date();
  const results: SizeResult[] = [];
  for (const size of options.sizes) results.push(await runSize(SIZES[size], options, say));
  // The smoke test proves the import scenario runs too (on a small file; `--only import` measures it).
  const memberImport: ImportOnlyResult | undefined = options.quick ? await runImportOnly(options, say) : undefined;
  // The smoke test proves Lighthouse runs on the login page (some 30 s); a full run measures five screens.
  const lighthouse = await runLighthouse(options, say, options.quick ? ['login'] : undefined);
  const loginPage = loginPageSize();
  // A quick run (CI's smoke test) is compared with nothing: its small gym is no committed run's.
  const previous = options.quick ? null : previousRun(options.sizes.at(-1) ?? '', started);
  const rows = reportRows(
    results,
    loginPage,
    uncheckedTargets(options.sizes, options.quick),
    lighthouseFigures(lighthouse),
    previous,
  );
  const importTable = memberImport ? `\n\n${importOnlyTable(memberImport)}` : '';
  const versus = previous
    ? `Last run: ${previous.file} (${previous.startedAt.slice(0, 10)}).`
    : 'No committed run to compare with.';
  const markdown = `${markdownTable(rows, options.sizes)}${importTable}\n\nMeasured ${started.toISOString().slice(0, 10)} on ${machineLine(machine)}. ${versus}`;
  process.stdout.write(`\n${textTable(rows, options.sizes)}${importTable}\n\n${machineLine(machine)}\n${versus}\n`);
  const worse = regressions(rows);
  if (worse.length > 0) say(`✗ worse than the last run by more than 10 %:\n  ${worse.join('\n  ')}`);
  const file = writeResults(
    started.toISOString().slice(0, 10),
    options.sizes,
    options.quick,
    {
      startedAt: started.toISOString(),
      seconds: Math.round((Date.now() - started.getTime()) / 1000),
      options,
      machine,
      loginPage,
      targets: targetChecks(rows, options.sizes),
      versus: previous ? { file: previous.file, startedAt: previous.startedAt, regressions: worse } : null,
      results,
      memberImport,
      lighthouse,
    },
    markdown,
  );
  say(`results: ${file}`);
  if (!options.docs) return;
  if (!options.sizes.includes('large')) say('docs/performance.md: only a run with the large gym updates the table');
  else
    say(
      updatePerformanceDoc(markdown) ? 'docs/performance.md: table updated' : 'docs/performance.md: markers not found',
    );
}

try {
  await main(parseOptions(process.argv.slice(2)));
} catch (error) {
  say(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
