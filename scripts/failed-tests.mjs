// Names the tests that failed (and the browser tests that passed only on a retry), from the JSON reports
// jest and Playwright write, so that the tail of `npm test`'s output says which ones, not only how many.
import { existsSync, readFileSync } from 'node:fs';

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** `{ failed, flaky }`: one line per failing jest test or suite that could not run, e.g. `jest: file › name: message`. */
export function jestFailures(file, label) {
  const report = readJson(file);
  if (!report) return [];
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const path = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${label}: ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && suite.status === 'failed')
      lines.push(`${label}: ${path} (the suite did not run): ${firstLine(suite.message)}`);
  }
  return lines;
}

function playwrightSpecs(suite, found = []) {
  for (const child of suite.suites ?? []) playwrightSpecs(child, found);
  for (const spec of suite.specs ?? []) found.push(spec);
  return found;
}

export function playwrightFailures(file) {
  const report = readJson(file);
  if (!report) return { failed: [], flaky: [] };
  const failed = [];
  const flaky = [];
  for (const spec of (report.suites ?? []).flatMap((suite) => playwrightSpecs(suite))) {
    for (const test of spec.tests ?? []) {
      const name = `${spec.file}:${spec.line} › ${spec.title}`;
      const error = firstLine(test.results?.at(-1)?.errors?.[0]?.message ?? test.results?.[0]?.errors?.[0]?.message);
      if (test.status === 'unexpected') failed.push(`browser: ${name}: ${error}`);
      if (test.status === 'flaky')
        flaky.push(`browser (passed on its retry): ${name}: ${firstLine(test.results?.[0]?.errors?.[0]?.message)}`);
    }
  }
  return { failed, flaky };
}
