// Issue 29's import on the real built app: an empty gym, a spreadsheet of N members uploaded as the
// browser uploads it (multipart, with the session cookie), while a reader keeps asking for the
// member list. Measures the import's seconds (its check and its writes), the reads answered
// meanwhile and their latency, and the app's peak memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemberImportLine, MemberImportResult } from '@gym/domain';
import { memberSheet } from '../generator/member-sheet.js';
import { AppProcess } from '../http/app-process.js';
import { HttpClient } from '../http/http-client.js';
import { round, since, summarise, type LatencySummary } from '../measure/latency-stats.js';

const ADMIN = { email: 'bench-import@gimnasio.test', password: 'clave-del-benchmark-2026' };
const READ_PATH = '/api/members?pageSize=20';

export interface MemberImportFigures {
  readonly rows: number;
  readonly fileKb: number;
  /** From sending the file until the answer's last line (the result). */
  readonly seconds: number;
  /** Until the first line of the writing phase: reading the file and checking every row. */
  readonly checkSeconds: number;
  readonly imported: number;
  /**
   * CPU the app (every thread: requests and projections) spent from the upload to the result: on a
   * machine shared with other work this says more than the wall time.
   */
  readonly appCpuSeconds: number;
  /** Member-list reads answered 200 while the import ran, and their latency in ms. */
  readonly reads: LatencySummary;
  /** Reads answered anything but 200, or not at all. */
  readonly readsFailed: number;
  /** The app's peak resident memory once started and signed in, and at the end of the import. */
  readonly peakRssMbBefore: number;
  readonly peakRssMb: number;
}

interface UploadOutcome {
  readonly result: MemberImportResult;
  readonly checkMs: number;
}

/** POST /api/members/import, read line by line as it streams: the result, and when writing began. */
async function upload(port: number, cookie: string, bytes: Buffer): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'socios.xlsx');
  form.append('dryRun', 'false');
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/members/import`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (response.status !== 200 || response.body === null)
    throw new Error(`The import answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let checkMs = Number.NaN;
  let last: MemberImportLine | undefined;
  let pending = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    pending += decoder.decode(chunk as Uint8Array, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter((text) => text.trim() !== '')) {
      last = JSON.parse(line) as MemberImportLine;
      if (last.type === 'progress' && last.phase === 'import' && Number.isNaN(checkMs)) checkMs = since(started);
    }
  }
  if (last?.type !== 'result') throw new Error(`The import ended without a result: ${JSON.stringify(last)}`);
  return { result: last.result, checkMs };
}

/** Reads the member list one request after another until `until` settles. */
async function readWhile(client: HttpClient, until: Promise<unknown>) {
  const state = { done: false };
  void until.finally(() => (state.done = true)).catch(() => undefined);
  const answered: number[] = [];
  let failed = 0;
  const started = performance.now();
  while (!state.done) {
    const sent = performance.now();
    const answer = await client.send('GET', READ_PATH).catch(() => null);
    if (answer?.status === 200) answered.push(since(sent));
    else failed += 1;
  }
  return { reads: summarise(answered, since(started)), failed };
}

/** Waits until the member list shows every imported member (the projections caught up). */
async function membersListed(client: HttpClient, expected: number): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const { total } = await client.json<{ total: number }>('GET', '/api/members?pageSize=1');
    if (total === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The member list did not reach ${expected} members within 60 s`);
}

export async function measureMemberImport(
  rows: number,
  options: { readonly seed: number; readonly today: string; readonly logLevel: string; readonly keep: boolean },
  say: (text: string) => void,
): Promise<MemberImportFigures> {
  const sheet = await memberSheet(rows, options.seed, options.today);
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-bench-import-'));
  const app = await AppProcess.start({
    dataDir,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    logLevel: options.logLevel,
  });
  const uploader = new HttpClient(app.port);
  const reader = new HttpClient(app.port);
  try {
    await uploader.login(ADMIN.email, ADMIN.password);
    await reader.login(ADMIN.email, ADMIN.password);
    const peakRssMbBefore = app.peakRssMb();
    say(`import: ${rows} rows (${(sheet.bytes.length / 1024).toFixed(0)} KB .xlsx) into an empty gym…`);
    const started = performance.now();
    const cpuBefore = app.cpuMs();
    const uploading = upload(app.port, uploader.sessionCookie, sheet.bytes);
    const reading = readWhile(reader, uploading);
    const { result, checkMs } = await uploading;
    const seconds = since(started) / 1000;
    const appCpuSeconds = (app.cpuMs() - cpuBefore) / 1000;
    const { reads, failed } = await reading;
    if (result.imported !== rows || result.errors.length > 0)
      throw new Error(`The import imported ${result.imported} of ${rows} rows: ${JSON.stringify(result.errors[0])}`);
    await membersListed(reader, rows);
    return {
      rows,
      fileKb: Math.round(sheet.bytes.length / 1024),
      seconds: round(seconds),
      checkSeconds: round(checkMs / 1000),
      imported: result.imported,
      appCpuSeconds: round(appCpuSeconds),
      reads,
      readsFailed: failed,
      peakRssMbBefore,
      peakRssMb: app.peakRssMb(),
    };
  } finally {
    uploader.close();
    reader.close();
    await app.stop();
    if (options.keep) say(`import: kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
