// Personal data in an append-only log (issue 39, crypto-shredding), through the app: a registered
// member's name and cédula are nowhere in the bytes of events.db (nor its -wal) yet the screens read
// them; keys.db is 0600 and its keys are not in the log; a supresión's key destruction reads the
// member as '[dato suprimido]' and frees the cédula; one cut short by a crash is finished at the next
// start; a log whose claims name cédulas in clear is migrated at start, uniqueness kept.
import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupEventStore } from '../../src/cli/event-log/event-store.backup.js';
import { keysFileBeside, readKeysFile, writeKeysFile } from '../../src/cli/event-log/key-store.file.js';
import { MemberDataShredder } from '../../src/members/members.port.js';
import { ReadDocumentsEraser } from '../../src/shared/personal-data/read-documents-eraser.js';
import { Database } from '../../src/shared/sqlite-driver.js';
import type { PersonalDataEventStore } from '../../src/shared/personal-data/personal-data-event-store.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerBody, registerMember } from '../members/support/members-api.js';

const NAME = 'Zacarías Quintero';
const CEDULA = '10203040';
const CONTEXT = { staffId: 'test', correlationId: 'test' } as never;

describe('personal data in the log (issue 39)', () => {
  let dataDir: string;
  let app: TestApp;
  const start = async (): Promise<TestApp> => (app = await startTestApp({}, { dataDir }));
  const store = (): PersonalDataEventStore => app.app.get<PersonalDataEventStore>(EVENT_STORE);
  const logBytes = (): Buffer =>
    Buffer.concat(
      ['events.db', 'events.db-wal']
        .map((file) => join(dataDir, file))
        .filter(existsSync)
        .map((file) => readFileSync(file)),
    );
  const filesBytes = (...files: string[]): Buffer =>
    Buffer.concat(
      files
        .map((file) => join(dataDir, file))
        .filter(existsSync)
        .map((file) => readFileSync(file)),
    );
  const register = (name: string, cedula: string) =>
    app.request('POST', '/api/members', { body: registerBody({ details: { name, cedula } }) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-shred-'));
    await start();
  });
  afterAll(async () => {
    await app.close({ keepData: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("after registering 'Zacarías Quintero' with cédula 10203040, neither is in the bytes of events.db or its -wal", async () => {
    const id = await registerMember(app, { details: { name: NAME, cedula: CEDULA, phone: '3157654321' } });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ name: NAME, cedula: CEDULA });
    const bytes = logBytes();
    for (const text of [NAME, 'Quintero', CEDULA, '3157654321'])
      expect(bytes.includes(Buffer.from(text, 'utf8'))).toBe(false);
    expect(await store().listStreams(`cedula-${CEDULA}`)).toEqual([]);
  });

  it('keys.db is 0600, and no key of it is in events.db', async () => {
    const keysFile = join(dataDir, 'keys.db');
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
    const { keys } = await store().keys.exportAll();
    expect(keys.length).toBeGreaterThan(0);
    const bytes = logBytes();
    for (const record of keys) {
      if (record.key === null) continue;
      expect(bytes.includes(Buffer.from(record.key, 'base64'))).toBe(false);
      expect(bytes.includes(Buffer.from(record.key, 'utf8'))).toBe(false);
    }
  });

  it('suppressMemberData: the member reads "[dato suprimido]" in the log, the cédula is free; a second call does nothing', async () => {
    const id = await registerMember(app, { details: { name: 'Yolanda Suárez', cedula: '20304050' } });
    expect((await register('Otra Persona', '20304050')).status).toBe(409);
    const shredder = app.app.get(MemberDataShredder);
    expect(await shredder.suppressMemberData(id, CONTEXT)).toBe(true);
    const [registered] = await store().readStream(`member-${id}`);
    expect(registered?.data).toMatchObject({ name: '[dato suprimido]', cedula: '[dato suprimido]', weightKg: null });
    expectStatus(await register('Nueva Dueña', '20304050'), 201);
    expect(await shredder.suppressMemberData(id, CONTEXT)).toBe(false);
  });

  it("R48's supresión through its route destroys the key: the log reads '[dato suprimido]', the cédula is free", async () => {
    const id = await registerMember(app, { details: { name: 'Wilma Rentería', cedula: '71829304' } });
    const body = { reason: 'Reclamo del titular', name: 'wilma renteria' };
    expectStatus(await app.request('POST', `/api/members/${id}/suppression`, { body }), 201);
    const [registered] = await store().readStream(`member-${id}`);
    expect(registered?.data).toMatchObject({ name: '[dato suprimido]', cedula: '[dato suprimido]' });
    const { keys } = await store().keys.exportAll();
    expect(keys.find((record) => record.memberId === id)).toMatchObject({ key: null });
    expectStatus(await register('Otra Titular', '71829304'), 201);
  });

  it("R48 (b): a revocation through its route destroys the sensitive key: the log's weight reads erased, the name does not, and the key's bytes are gone from keys.db", async () => {
    const id = await registerMember(app, { details: { name: 'Valeria Ospina', cedula: '81726354' } });
    const sensitiveId = `${id}~sensitive~0`;
    const before = await store().keys.get(sensitiveId);
    if (before === undefined || before === 'destroyed') throw new Error('the weight is sealed under a sensitive key');
    const [stored] = await store().stored.readStream(`member-${id}`);
    expect(stored?.data['weightKg']).toMatchObject({ kid: sensitiveId });
    const body = { reason: 'Lo pidió la titular' };
    expectStatus(await app.request('POST', `/api/members/${id}/sensitive-authorization/revocation`, { body }), 201);
    expect(await store().keys.get(sensitiveId)).toBe('destroyed');
    const [registered] = await store().readStream(`member-${id}`);
    expect(registered?.data).toMatchObject({ name: 'Valeria Ospina', cedula: '81726354', weightKg: null });
    const keyBytes = Buffer.concat(
      ['keys.db', 'keys.db-wal']
        .map((file) => join(dataDir, file))
        .filter(existsSync)
        .map((file) => readFileSync(file)),
    );
    expect(keyBytes.includes(before.key)).toBe(false);
  });

  it("R48 (c): after a supresión, read.db's bytes hold none of the member's name, cédula or phone: not its Actividad del personal, not its requests", async () => {
    const name = 'Teodora Villamizar';
    const [cedula, phone, newPhone] = ['52637485', '3209876543', '3101237777'];
    const id = await registerMember(app, { details: { name, cedula, phone } });
    // Actividad del personal keeps the edit with the old and the new phone; the register, the request.
    const edit = { details: { phone: newPhone, notes: 'Rodilla operada' } };
    expectStatus(await app.request('PATCH', `/api/members/${id}`, { body: edit }), 200);
    const asked = { kind: 'consulta', receivedOn: '2026-03-02', request: `Pide sus datos; llamar al ${newPhone}` };
    const request = await app.request('POST', '/api/data-requests', { body: { ...asked, memberId: id } });
    expectStatus(request, 201);
    const answer = { answer: `Se le envió el reporte a ${name}.`, answeredOn: '2026-03-02' };
    expectStatus(
      await app.request('POST', `/api/data-requests/${request.body.requestId as string}/answer`, { body: answer }),
      201,
    );
    await projected(app);
    const secrets = [name, 'Villamizar', cedula, phone, newPhone, 'Rodilla operada'];
    const readBytes = () => filesBytes('read.db', 'read.db-wal');
    // The test is about something: before the supresión, read.db holds them.
    expect(secrets.filter((text) => readBytes().includes(Buffer.from(text, 'utf8')))).toEqual(secrets);
    const suppression = { reason: 'Reclamo del titular', name: 'teodora villamizar' };
    expectStatus(await app.request('POST', `/api/members/${id}/suppression`, { body: suppression }), 201);
    await projected(app);
    // While the app runs: once the documents are blank, the old page versions in read.db-wal go too.
    await app.app.get(ReadDocumentsEraser).settled();
    expect(secrets.filter((text) => readBytes().includes(Buffer.from(text, 'utf8')))).toEqual([]);
    await app.close({ keepData: true });
    await start();
    expect(secrets.filter((text) => readBytes().includes(Buffer.from(text, 'utf8')))).toEqual([]);
    const activity = await getJson(app, '/api/staff-activity');
    expect(JSON.stringify(activity)).not.toContain('Villamizar');
    const requests = await getJson(app, '/api/data-requests?status=answered');
    expect(requests.items).toEqual([
      expect.objectContaining({ memberId: id, memberName: 'Titular suprimido', cedula: null }),
    ]);
  });

  it('an eraser registered on MemberDataShredder (the photos’ hook) is called on a revocation and on a supresión', async () => {
    const calls: string[] = [];
    const remove = app.app
      .get(MemberDataShredder)
      .registerEraser((memberId, scope) => Promise.resolve(void calls.push(`${scope}:${memberId}`)));
    const id = await registerMember(app, { details: { name: 'Ursula Marín', cedula: '91827364' } });
    const revocation = { reason: 'Lo pidió la titular' };
    expectStatus(
      await app.request('POST', `/api/members/${id}/sensitive-authorization/revocation`, { body: revocation }),
      201,
    );
    expectStatus(
      await app.request('POST', `/api/members/${id}/suppression`, {
        body: { reason: 'Lo pidió la titular', name: 'Ursula Marin' },
      }),
      201,
    );
    remove();
    expect(calls).toEqual([`sensitive:${id}`, `suppression:${id}`]);
  });

  it('a backup taken before a supresión, restored with its keys file, brings none of the member back; another member reads', async () => {
    const gone = await registerMember(app, { details: { name: 'Ramiro Benavides', cedula: '73849506' } });
    const kept = await registerMember(app, { details: { name: 'Luz Mery Caicedo', cedula: '84950617' } });
    const backup = await backupEventStore(join(dataDir, 'events.db'), join(dataDir, 'backups'));
    await writeKeysFile(store().keys, keysFileBeside(backup.file));
    const body = { reason: 'Reclamo del titular', name: 'ramiro benavides' };
    expectStatus(await app.request('POST', `/api/members/${gone}/suppression`, { body }), 201);
    await app.close({ keepData: true });
    // The restore: the old log in place of the current one, its keys file merged into the key store.
    for (const suffix of ['-wal', '-shm']) rmSync(join(dataDir, `events.db${suffix}`), { force: true });
    copyFileSync(backup.file, join(dataDir, 'events.db'));
    await start();
    await store().keys.importAll(readKeysFile(keysFileBeside(backup.file)));
    const [restored] = await store().readStream(`member-${gone}`);
    expect(restored?.data).toMatchObject({ name: '[dato suprimido]', cedula: '[dato suprimido]' });
    expect(await store().keys.get(gone)).toBe('destroyed');
    expect(await getJson(app, `/api/members/${kept}`)).toMatchObject({ name: 'Luz Mery Caicedo', cedula: '84950617' });
    const profile = await app.request('GET', `/api/members/${gone}`);
    expect(JSON.stringify(profile.body)).not.toContain('Benavides');
  });

  it('a supresión whose key a crash left standing is finished at the next start, before the app serves', async () => {
    const id = await registerMember(app, { details: { name: 'Xiomara Torres', cedula: '30405060' } });
    const head = (await store().readStream(`member-${id}`)).length;
    await store().append(
      `member-${id}`,
      [
        {
          id: randomUUID(),
          type: 'MemberSuppressed',
          data: { memberId: id, reason: 'Solicitud del titular' },
          metadata: {},
        },
      ],
      head - 1,
    );
    expect(await store().keys.get(id)).not.toBe('destroyed');
    await app.close({ keepData: true });
    await start();
    expect(await store().keys.get(id)).toBe('destroyed');
    const [registered] = await store().readStream(`member-${id}`);
    expect(registered?.data['name']).toBe('[dato suprimido]');
  });

  it('a claim stored under the cédula in clear (an older log) is migrated at start: the cédula stays taken', async () => {
    const id = await registerMember(app, { details: { name: 'Wilson Rojas', cedula: '40506070' } });
    const claims = await store().stored.listStreams('cedula-');
    await app.close({ keepData: true });
    // Make the log look older: the claim under the cédula in clear, its fingerprint's stream gone.
    const db = new Database(join(dataDir, 'events.db'));
    const fingerprinted = db
      .prepare<[string], { stream_id: string }>(
        "SELECT stream_id FROM events WHERE type = 'CedulaClaimed' AND json_extract(data, '$.memberId') = ?",
      )
      .get(id);
    expect(claims).toContain(fingerprinted?.stream_id);
    db.prepare('DELETE FROM events WHERE stream_id = ?').run(fingerprinted!.stream_id);
    db.prepare(
      "INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES ('cedula-40506070', 0, ?, 'CedulaClaimed', ?, '{}', ?)",
    ).run(
      randomUUID(),
      JSON.stringify({
        cedula: '40506070',
        memberId: id,
        memberName: 'Wilson Rojas',
        claimedAt: '2026-01-01T00:00:00.000Z',
        previousMemberId: null,
      }),
      new Date().toISOString(),
    );
    db.close();
    await start();
    expect((await register('Otro Wilson', '40506070')).body).toMatchObject({
      code: 'MEMBER.CEDULA_TAKEN',
      message: 'La cédula 40506070 ya pertenece a Wilson Rojas.',
    });
  });

  it('a key store missing beside a protected log, or unreadable, stops the start with one line naming the file', async () => {
    await app.close({ keepData: true });
    const keysFile = join(dataDir, 'keys.db');
    for (const suffix of ['-wal', '-shm']) rmSync(`${keysFile}${suffix}`, { force: true });
    renameSync(keysFile, `${keysFile}.aside`);
    await expect(startTestApp({}, { dataDir })).rejects.toThrow(
      `No se encuentra el almacén de claves ${keysFile}, y el registro de eventos tiene datos protegidos`,
    );
    expect(existsSync(keysFile)).toBe(false);
    writeFileSync(keysFile, 'esto no es una base de datos de claves '.repeat(40));
    await expect(startTestApp({}, { dataDir })).rejects.toThrow(keysFile);
    copyFileSync(`${keysFile}.aside`, keysFile);
    await start();
    expect((await register('Zacarías Otro', CEDULA)).body).toMatchObject({ code: 'MEMBER.CEDULA_TAKEN' });
  });
});
