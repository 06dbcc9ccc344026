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
import {
  bodyCompositionRecorded,
  memberRegistered,
  sensitiveAuthorized,
} from '../../../libs/domain/src/testing/member.builders.js';
import type { GymEvent } from '@gym/domain';
import { isEnvelope } from '../../src/shared/personal-data/envelope.js';
import { SqliteMemberDataKeys } from '../../src/shared/personal-data/sqlite-member-data-keys.js';
import type { PersonalDataEventStore } from '../../src/shared/personal-data/personal-data-event-store.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { generateGymHistory } from '../members/support/gym-history.js';
import { getJson } from '../members/support/members-api.js';
import { startTestApp } from '../support/test-app.js';

const NAME = 'Zacarías Quintero';
const CEDULA = '10203040';
const MEMBER_ID = '0b9c4a52-0d3e-4c43-9a43-2f1e4c9d7a10';
/** A second member with health data and a 'Sí' to it; a third who revoked it before the copy. */
const SECOND = { id: '1c8d5b63-1e4f-4d54-8b54-3a2f5d0e8b21', name: 'Yesenia Cárdenas', cedula: '20304051' };
const THIRD = { id: '2d9e6c74-2f50-4e65-9c65-4b306e1f9c32', name: 'Ximena Londoño', cedula: '30405061' };

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
    const withHealth = (member: typeof SECOND, weightKg: number): GymEvent[] => [
      memberRegistered({ memberId: member.id, details: { ...member, weightKg, heightCm: 164 } }),
      sensitiveAuthorized(member.id),
      {
        ...bodyCompositionRecorded('2026-03-01'),
        data: { ...bodyCompositionRecorded('2026-03-01').data, memberId: member.id },
      },
    ];
    const revoked: GymEvent = {
      type: 'MemberSensitiveAuthorizationRevoked',
      data: { memberId: THIRD.id, reason: 'Lo pidió la titular' },
    };
    for (const [member, events] of [
      [SECOND, withHealth(SECOND, 73)],
      [THIRD, [...withHealth(THIRD, 88), revoked]],
    ] as const)
      await log.append(
        `member-${member.id}`,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
        'no_stream',
      );
    await log.close();
    // The third member's revocation destroyed their sensitive key of generation 0, as the app does.
    const keys = SqliteMemberDataKeys.open(join(dataDir, 'keys.db'));
    await keys.destroy(`${THIRD.id}~sensitive~0`);
    await keys.close();
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

  it("each member's fields are sealed under that member's own key, the health fields under the member's sensitive key", async () => {
    const log = SqliteEventStore.open(logFile(), { readonly: true });
    try {
      const kidsOf = async (memberId: string) => {
        const [registered] = await log.readStream(`member-${memberId}`);
        const field = (name: string) => registered?.data[name];
        return ['name', 'cedula', 'weightKg', 'heightCm'].map((name) => {
          const value = field(name);
          return isEnvelope(value) ? value.kid : value;
        });
      };
      expect(await kidsOf(SECOND.id)).toEqual([
        SECOND.id,
        SECOND.id,
        `${SECOND.id}~sensitive~0`,
        `${SECOND.id}~sensitive~0`,
      ]);
      expect(await kidsOf(MEMBER_ID)).toEqual([MEMBER_ID, MEMBER_ID, null, null]);
      // Written before the third member's revocation: under the generation it ended, destroyed, so erased.
      expect(await kidsOf(THIRD.id)).toEqual([THIRD.id, THIRD.id, null, null]);
      const [, , measured] = await log.readStream(`member-${SECOND.id}`);
      expect(measured?.data['measures']).toMatchObject({ kid: `${SECOND.id}~sensitive~0` });
    } finally {
      await log.close();
    }
  });

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

  it('after the copy, a revocation erases that member’s old health data and a supresión all of its data; the others still read', async () => {
    const app = await startTestApp({}, { dataDir });
    const store = () => app.app.get<PersonalDataEventStore>(EVENT_STORE);
    const registered = async (memberId: string) => (await store().readStream(`member-${memberId}`))[0]?.data;
    try {
      const revocation = { reason: 'Lo pidió la titular' };
      const revoked = await app.request('POST', `/api/members/${SECOND.id}/sensitive-authorization/revocation`, {
        body: revocation,
      });
      expect(revoked.status).toBe(201);
      expect(await registered(SECOND.id)).toMatchObject({ name: SECOND.name, weightKg: null, heightCm: null });
      const [, , measured] = await store().readStream(`member-${SECOND.id}`);
      expect(measured?.data['measures']).toEqual({});
      const suppression = { reason: 'Reclamo del titular', name: 'zacarias quintero' };
      expect((await app.request('POST', `/api/members/${MEMBER_ID}/suppression`, { body: suppression })).status).toBe(
        201,
      );
      expect(await registered(MEMBER_ID)).toMatchObject({ name: '[dato suprimido]', cedula: '[dato suprimido]' });
      expect(await registered(SECOND.id)).toMatchObject({ name: SECOND.name, cedula: SECOND.cedula });
      expect(await registered(THIRD.id)).toMatchObject({ name: THIRD.name, weightKg: null });
    } finally {
      await app.close({ keepData: true });
    }
    // Nothing of the suppressed member in the bytes of the log or the key store, whichever key is found.
    const bytes = Buffer.concat(
      ['events.db', 'events.db-wal', 'keys.db', 'keys.db-wal']
        .map((file) => join(dataDir, file))
        .filter(existsSync)
        .map((file) => readFileSync(file)),
    );
    for (const text of [NAME, 'Quintero', CEDULA, SECOND.name]) expect(bytes.includes(Buffer.from(text))).toBe(false);
  });
});
