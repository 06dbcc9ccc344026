// The log with the members' personal data sealed (issue 39): on SQLite, the bytes of events.db and its
// -wal hold no registered name, cédula or key; every read (a stream, one event, the whole log, a
// subscription) gives the plain values; once the member's key is destroyed they read as erased.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeEvent } from '../event-store/decode-event.js';
import type { EventToAppend } from '../event-store/event-store.port.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import {
  bodyCompositionRecorded,
  memberRegistered,
  paymentRecorded,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { isEnvelope } from './envelope.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';
import { SqliteMemberDataKeys } from './sqlite-member-data-keys.js';

const NAME = 'Zacarías Quintero';
const CEDULA = '10203040';

function toAppend(event: { readonly type: string; readonly data: object }): EventToAppend {
  return { id: randomUUID(), type: event.type, data: event.data as EventToAppend['data'], metadata: {} };
}

describe('PersonalDataEventStore on SQLite', () => {
  let dir: string;
  let store: PersonalDataEventStore;
  let keys: SqliteMemberDataKeys;
  const memberId = 'member-zq';
  const streamId = `member-${memberId}`;
  const withMember = <E extends { readonly type: string; readonly data: object }>(event: E): E => ({
    ...event,
    data: { ...event.data, memberId },
  });
  const registered = memberRegistered({
    memberId,
    details: {
      name: NAME,
      cedula: CEDULA,
      phone: '3157654321',
      address: 'Carrera 7 # 1-2',
      weightKg: 83.5,
      notes: 'Asma',
    },
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gym-sealed-'));
    keys = SqliteMemberDataKeys.open(join(dir, 'keys.db'));
    store = new PersonalDataEventStore(SqliteEventStore.open(join(dir, 'events.db')), keys);
    await store.append(
      streamId,
      [
        toAppend(registered),
        toAppend(paymentRecorded({ memberId })),
        toAppend(withMember(bodyCompositionRecorded('2026-03-05'))),
      ],
      'no_stream',
    );
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const logBytes = (): Buffer =>
    Buffer.concat(
      [join(dir, 'events.db'), join(dir, 'events.db-wal')].filter(existsSync).map((file) => readFileSync(file)),
    );

  it('the raw bytes of events.db and its -wal hold neither the name nor the cédula, nor the key', async () => {
    const bytes = logBytes();
    expect(bytes.includes(Buffer.from(NAME, 'utf8'))).toBe(false);
    expect(bytes.includes(Buffer.from('Zacar', 'utf8'))).toBe(false);
    expect(bytes.includes(Buffer.from(CEDULA, 'utf8'))).toBe(false);
    expect(bytes.includes(Buffer.from('3157654321', 'utf8'))).toBe(false);
    const standing = await keys.get(memberId);
    if (standing === undefined || standing === 'destroyed') throw new Error('the member has a key');
    expect(bytes.includes(standing.key)).toBe(false);
    expect(bytes.includes(Buffer.from(standing.key.toString('base64'), 'utf8'))).toBe(false);
  });

  it('the log as stored holds envelopes; every read through the store gives plain values that decode', async () => {
    const [stored] = await store.stored.readStream(streamId);
    expect(isEnvelope(stored?.data['name'])).toBe(true);
    expect(isEnvelope(stored?.data['weightKg'])).toBe(true);
    expect(stored?.data['plan']).toBe('monthly');
    const [first, payment, body] = await store.readStream(streamId);
    expect(first?.data).toEqual(registered.data);
    expect(decodeEvent(first!)).toEqual(registered);
    expect(payment?.data['memberId']).toBe(memberId);
    expect(body && decodeEvent(body).type).toBe('BodyCompositionRecorded');
    const [all] = await store.readAll(0, 10);
    expect(all?.data['name']).toBe(NAME);
    const one = await store.readEvent?.(streamId, first!.id);
    expect(one?.data['cedula']).toBe(CEDULA);
    const abort = new AbortController();
    for await (const event of store.subscribe(0, abort.signal)) {
      expect(event.data['name']).toBe(NAME);
      abort.abort();
    }
  });

  it('once the key is destroyed: texts read "[dato suprimido]", numbers null, measures none, and still decode', async () => {
    await keys.destroy(memberId);
    const [first, , body] = await store.readStream(streamId);
    expect(first?.data).toMatchObject({
      name: '[dato suprimido]',
      cedula: '[dato suprimido]',
      phone: '[dato suprimido]',
      address: '[dato suprimido]',
      notes: '[dato suprimido]',
      weightKg: null,
      heightCm: null,
      plan: 'monthly',
      debt: registered.data.debt,
    });
    expect(() => decodeEvent(first!)).not.toThrow();
    expect(body?.data['measures']).toEqual({});
    expect(() => decodeEvent(body!)).not.toThrow();
  });

  it('what is appended for a member whose key is destroyed is written erased, never in clear', async () => {
    await keys.destroy(memberId);
    const other = memberRegistered({ memberId, details: { name: 'Otro Nombre Claro' } });
    await store.append(`member-${memberId}-again`, [toAppend(other)], 'no_stream');
    expect(logBytes().includes(Buffer.from('Otro Nombre Claro', 'utf8'))).toBe(false);
    const [stored] = await store.stored.readStream(`member-${memberId}-again`);
    expect(stored?.data['name']).toBe('[dato suprimido]');
  });

  it('an altered envelope is left sealed: the event does not decode (never served as blank)', async () => {
    const [stored] = await store.stored.readStream(streamId);
    const envelope = stored!.data['name'] as { ct: string };
    const altered = { ...stored!.data, name: { ...envelope, ct: Buffer.from('otro').toString('base64') } };
    const otherStream = `member-${memberId}-altered`;
    await store.stored.append(otherStream, [{ ...toAppend({ type: stored!.type, data: altered }) }], 'no_stream');
    const [read] = await store.readStream(otherStream);
    expect(isEnvelope(read?.data['name'])).toBe(true);
    expect(() => decodeEvent(read!)).toThrow(/cannot be decoded/);
  });
});
