// `npm run events -- protect` (issue 39): a log written before crypto-shredding, personal data in
// clear, copied once into the protected form. The dry run changes nothing; the rewrite takes a backup
// first, proves itself by identical projections before and after, records itself as the log's last
// event, and leaves no name or cédula in the log's bytes; the app then reads the members as before.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  projectedDocuments,
  protectEventLog,
  type ProtectResult,
} from '../../src/cli/event-log/protect-personal-data.js';
import { loadConfig } from '../../src/config.js';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import { memberRegistered } from '../../../libs/domain/src/testing/member.builders.js';
import { generateGymHistory } from '../members/support/gym-history.js';
import { getJson } from '../members/support/members-api.js';
import { startTestApp } from '../support/test-app.js';

const NAME = 'Zacarías Quintero';
const CEDULA = '10203040';
const MEMBER_ID = '0b9c4a52-0d3e-4c43-9a43-2f1e4c9d7a10';

describe('npm run events -- protect', () => {
  let dataDir: string;
  const logFile = (): string => join(dataDir, 'events.db');
  const logBytes = (): Buffer =>
    Buffer.concat([logFile(), `${logFile()}-wal`].filter(existsSync).map((file) => readFileSync(file)));
  const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-protect-'));
    // A log as the app wrote it before: every personal field in clear, a claim under the cédula itself.
    const log = SqliteEventStore.open(logFile());
    await generateGymHistory(log, { members: 40, seed: 39 });
    const { type, data } = memberRegistered({ memberId: MEMBER_ID, details: { name: NAME, cedula: CEDULA } });
    const metadata = { staffId: 'system', occurredAt: new Date().toISOString(), correlationId: randomUUID() };
    await log.append(
      `cedula-${CEDULA}`,
      [
        {
          id: randomUUID(),
          type: 'CedulaClaimed',
          data: {
            cedula: CEDULA,
            memberId: MEMBER_ID,
            memberName: NAME,
            claimedAt: '2026-03-01T10:00:00.000Z',
            previousMemberId: null,
          },
          metadata,
        },
      ],
      'no_stream',
    );
    await log.append(`member-${MEMBER_ID}`, [{ id: randomUUID(), type, data, metadata }], 'no_stream');
    await log.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('what the proof compares is every projection of the gym: its members, payments and more', async () => {
    const log = SqliteEventStore.open(logFile(), { readonly: true });
    try {
      const documents = await projectedDocuments(log);
      expect(documents['members']?.length).toBeGreaterThan(30);
      expect(Object.values(documents).filter((docs) => docs.length > 0).length).toBeGreaterThan(5);
    } finally {
      await log.close();
    }
  }, 120_000);

  it('the dry run says what would change and changes nothing', async () => {
    const before = readFileSync(logFile());
    const plan = await protectEventLog(config(), { dryRun: true });
    expect(plan.clearEvents).toBeGreaterThan(40);
    expect(plan).toMatchObject({ claimsToMove: 1, claimsToDrop: 0 });
    expect('backupFile' in plan).toBe(false);
    expect(readFileSync(logFile()).equals(before)).toBe(true);
    expect(logBytes().includes(Buffer.from(NAME))).toBe(true);
  });

  it('the rewrite: a backup first, identical projections, recorded, and no name or cédula left in the log', async () => {
    const result = (await protectEventLog(config())) as ProtectResult;
    expect(result.projectionsIdentical).toBe(true);
    expect(existsSync(result.backupFile)).toBe(true);
    const bytes = logBytes();
    expect(bytes.includes(Buffer.from(NAME))).toBe(false);
    expect(bytes.includes(Buffer.from(CEDULA))).toBe(false);
    expect(bytes.includes(Buffer.from('Pérez'))).toBe(false);
    const log = SqliteEventStore.open(logFile(), { readonly: true });
    const [recorded] = await log.readStream('log-protection');
    expect(recorded).toMatchObject({ type: 'EventLogProtected', data: { movedClaims: 1, projectionsIdentical: true } });
    expect(await log.listStreams(`cedula-${CEDULA}`)).toEqual([]);
    await log.close();
    // Done once: a second run finds nothing in clear.
    expect(await protectEventLog(config(), { dryRun: true })).toMatchObject({
      clearEvents: 0,
      claimsToMove: 0,
      claimsToDrop: 0,
    });
  }, 120_000);

  it('the app then reads the members as before, and the cédula is still taken', async () => {
    const app = await startTestApp({}, { dataDir });
    try {
      expect(await getJson(app, `/api/members/${MEMBER_ID}`)).toMatchObject({ name: NAME, cedula: CEDULA });
      const refused = await app.request('POST', '/api/members', {
        body: (await import('../members/support/members-api.js')).registerBody({
          details: { name: 'Otra', cedula: CEDULA },
        }),
      });
      expect(refused.body).toMatchObject({ code: 'MEMBER.CEDULA_TAKEN' });
    } finally {
      await app.close({ keepData: true });
    }
  });
});
