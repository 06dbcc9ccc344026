// R50 by e-mail against a real SMTP server in process (smtp-server on a random port), read back with
// mailparser: never a mock of nodemailer. Sent (to, subject, body with the member's name and expiry);
// refused by the server (550, recorded with its answer); the server down then up (retried, sent once);
// a crash between the send and the record (no second message); members without an e-mail, with the
// authorisation pending, or who said no to reminders get none; the clock at 23:30 and 00:10 Bogotá
// decides which day's reminders go.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { reminderStreamId } from '@gym/domain';
import { ReminderEmailJob } from '../../src/reminders/email/reminder-email.job.js';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { expectStatus, registerBody, registerMember, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Received {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly from: string;
}

const TODAY = '2026-03-02';
const REFUSED = 'nadie@correo.com';

/** An SMTP server that takes every message (refusing REFUSED with 550) and keeps what it received. */
function mailServer(received: Received[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address !== REFUSED) {
        callback();
        return;
      }
      callback(Object.assign(new Error('5.1.1 <nadie@correo.com>: user unknown'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            from: mail.from?.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
}

const listen = (server: SMTPServer, port = 0): Promise<number> =>
  new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
const closed = (server: SMTPServer): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

describe('Recordatorios por correo (R50)', () => {
  const clock = settableClock(`${TODAY}T10:00:00-05:00`);
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let app: TestApp;
  let job: ReminderEmailJob;
  type Member = 'ana' | 'refused' | 'noEmail' | 'pending' | 'refusedReminders' | 'beto' | 'carla' | 'dora';
  const ids = {} as Record<Member, string>;

  // A Mensualidad from 5 February, paid: it expires on 5 March, 3 days after TODAY ('Vence en 3 días').
  const expiring = (name: string, details: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
    registerMember(app, {
      joinedOn: '2026-02-05',
      amountPaid: 80_000,
      details: { name, birthday: '1990-06-15', ...details },
      ...extra,
    });
  const to = (address: string) => received.filter((mail) => mail.to === address);
  const list = async () => {
    await projected(app);
    const answer = await app.request('GET', '/api/reminders');
    expectStatus(answer, 200);
    return answer.body;
  };
  const row = (body: any, memberId: string) =>
    body.groups.flatMap((group: any) => group.items).find((item: any) => item.memberId === memberId);
  const streamTypes = async (id: string) =>
    (await eventStoreOf(app).readStream(reminderStreamId(id))).map((event) => event.type);

  beforeAll(async () => {
    server = mailServer(received);
    port = await listen(server);
    app = await startTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_FROM: 'Gimnasio Central <recordatorios@gimnasio.test>',
        GYM_NAME: 'Gimnasio Central',
      },
      { clock },
    );
    job = app.app.get(ReminderEmailJob);
    // The run at start found nobody yet.
    await job.run();
    ids.ana = await expiring('Ana Correo', { email: 'Ana@Correo.com' });
    ids.refused = await expiring('Nora Rechazo', { email: REFUSED });
    ids.noEmail = await expiring('Sin Correo Pérez');
    ids.pending = await expiring(
      'Pía Pendiente',
      { email: 'pia@correo.com', weightKg: null, heightCm: null },
      { authorization: null },
    );
    ids.refusedReminders = await expiring(
      'Raúl Noquiere',
      { email: 'raul@correo.com' },
      { authorization: { personal: true, sensitive: true, reminders: false, method: 'firma' } },
    );
  });
  afterAll(async () => {
    await app.close();
    await closed(server);
  });

  it('a member’s e-mail is stored lower-cased; one that is not one is refused in Spanish, nothing appended', async () => {
    const profile = await app.request('GET', `/api/members/${ids.ana}`);
    expect(profile.body.email).toBe('ana@correo.com');
    const head = await eventStoreOf(app).headPosition();
    const bad = await app.request('POST', '/api/members', {
      body: { ...registerBody({ details: { name: 'Mal Correo', email: 'ana@correo' } }) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'El correo electrónico no es válido. Escríbelo como nombre@dominio.com, o déjalo vacío.',
    );
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('sends each of today’s reminders to a member with an e-mail and the authorisation, with the kind’s template', async () => {
    const run = await job.run();
    expect(run).toMatchObject({ day: TODAY, sent: 1, failed: 1, unreachable: null });
    expect(to('ana@correo.com')).toEqual([
      {
        to: 'ana@correo.com',
        from: '"Gimnasio Central" <recordatorios@gimnasio.test>',
        subject: 'Gimnasio Central: tu plan vence el 05/03/2026',
        text: expect.stringContaining(
          'Hola Ana, te saludamos de Gimnasio Central. Tu plan Mensualidad vence el 05/03/2026.',
        ),
      },
    ]);
    // No e-mail, the authorisation pending, or no to reminders: none.
    expect(received.map((mail) => mail.to)).toEqual(['ana@correo.com']);
    const id = `expiring.${ids.ana}.2026-03-05`;
    expect(await streamTypes(id)).toEqual(['ReminderEmailAttempted', 'ReminderEmailSent']);

    const body = await list();
    // Sent by e-mail: it needs no WhatsApp, it leaves the pending ones.
    expect(row(body, ids.ana)).toMatchObject({
      state: 'sent',
      markedBy: null,
      email: { state: 'sent', response: expect.stringMatching(/^250/) },
    });
    expect(body.emailJob).toMatchObject({ enabled: true, state: 'done', sent: 1, failed: 1 });
    expect(row(body, ids.noEmail)).toMatchObject({ state: 'pending', email: null });
    expect(row(body, ids.pending)).toMatchObject({ state: 'pending', email: null });
    expect(row(body, ids.refusedReminders)).toBeUndefined();
  });

  it('a recipient the server refuses is recorded failed with its answer, and stays for WhatsApp', async () => {
    const id = `expiring.${ids.refused}.2026-03-05`;
    expect(await streamTypes(id)).toEqual(['ReminderEmailAttempted', 'ReminderEmailFailed']);
    const body = await list();
    expect(row(body, ids.refused)).toMatchObject({
      state: 'pending',
      email: { state: 'failed', response: expect.stringContaining('550 5.1.1 <nadie@correo.com>: user unknown') },
    });
    const marked = await app.request('POST', `/api/reminders/${encodeURIComponent(id)}/sent`, { body: {} });
    expectStatus(marked, 201);
  });

  it('runs again without sending anything twice', async () => {
    const before = received.length;
    expect(await job.run()).toMatchObject({ sent: 0, failed: 0 });
    expect(received).toHaveLength(before);
  });

  it('a server down is no failure: the job says when it retries, and once it is up sends each one once', async () => {
    ids.beto = await expiring('Beto Caído', { email: 'beto@correo.com' });
    await closed(server);
    expect(await job.run()).toMatchObject({ sent: 0, unreachable: expect.stringMatching(/ECONNREFUSED|ECONNECTION/) });
    const id = `expiring.${ids.beto}.2026-03-05`;
    expect(await streamTypes(id)).toEqual([]);
    const down = await list();
    // 15 minutes after the clock's 10:00.
    expect(down.emailJob).toMatchObject({ state: 'unavailable', at: '2026-03-02T15:15:00.000Z' });
    expect(row(down, ids.beto)).toMatchObject({ state: 'pending', email: null });

    server = mailServer(received);
    await listen(server, port);
    expect(await job.run()).toMatchObject({ sent: 1, unreachable: null });
    expect(await job.run()).toMatchObject({ sent: 0 });
    expect(to('beto@correo.com')).toHaveLength(1);
    expect((await list()).emailJob).toMatchObject({ state: 'done' });
  });

  it('a crash between the send and the record: the message is never sent a second time', async () => {
    ids.carla = await expiring('Carla Caída', { email: 'carla@correo.com' });
    const record = jest
      .spyOn(job as unknown as { record: () => Promise<void> }, 'record')
      .mockRejectedValueOnce(new Error('the process died here'));
    await expect(job.run()).rejects.toThrow('the process died here');
    record.mockRestore();
    expect(to('carla@correo.com')).toHaveLength(1);
    const id = `expiring.${ids.carla}.2026-03-05`;
    expect(await streamTypes(id)).toEqual(['ReminderEmailAttempted']);

    await job.run();
    expect(to('carla@correo.com')).toHaveLength(1);
    expect(row(await list(), ids.carla)).toMatchObject({ state: 'pending', email: { state: 'unconfirmed' } });
  });

  it('the owner’s subject: a bad one is refused in Spanish with nothing appended; a saved one is the e-mail’s', async () => {
    const saved = (await app.request('GET', '/api/settings/reminder-templates')).body;
    expect(saved.subjects.birthday).toBe('¡Feliz cumpleaños, {nombre}!');
    const head = await eventStoreOf(app).headPosition();
    const save = (birthday: string) =>
      app.request('POST', '/api/settings/reminder-templates', {
        body: { templates: saved.templates, subjects: { ...saved.subjects, birthday } },
      });
    const unknown = await save('Feliz día, {nombres}');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'El asunto del correo «Cumpleaños hoy» usa {nombres}, que no existe. Puedes usar: {nombre}, {gimnasio}, {plan}, {vence}, {deuda}, {visitas}.',
    );
    expect((await save('x'.repeat(151))).body.message).toBe(
      'El asunto del correo «Cumpleaños hoy» tiene 151 caracteres: el máximo es 150.',
    );
    expect(await eventStoreOf(app).headPosition()).toBe(head);
    expectStatus(await save('{gimnasio} te desea un feliz día, {nombre}'), 201);
  });

  it('the clock decides the day: at 23:30 Bogotá that day’s reminders go, at 00:10 the next day’s', async () => {
    // A birthday on 3 March, a paid plan: her only reminder is on the 3rd.
    ids.dora = await registerMember(app, {
      joinedOn: '2026-03-01',
      amountPaid: 80_000,
      details: { name: 'Dora Cumple', birthday: '1992-03-03', email: 'dora@correo.com' },
    });
    clock.set(`${TODAY}T23:30:00-05:00`);
    expect(await job.run()).toMatchObject({ day: TODAY });
    expect(to('dora@correo.com')).toEqual([]);

    clock.set('2026-03-03T00:10:00-05:00');
    expect(await job.run()).toMatchObject({ day: '2026-03-03', sent: 1 });
    expect(to('dora@correo.com')).toEqual([
      expect.objectContaining({
        subject: 'Gimnasio Central te desea un feliz día, Dora',
        text: expect.stringContaining('¡Hola Dora! ¡Feliz cumpleaños!'),
      }),
    ]);
  });
});
