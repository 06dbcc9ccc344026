// R50: two e-mail jobs on one store (as two app processes on the same DATA_DIR would run them),
// against a real SMTP server in process. What each shows and when each runs next come from the runs
// recorded in `reminder-email-job`, so both show the same 'server down, retrying at …'; run together
// once the server is up, they send each reminder once.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { APP_CONFIG } from '../../src/config.js';
import { ReminderEmailJob, REMINDER_MAILER } from '../../src/reminders/email/reminder-email.job.js';
import { REMINDER_COMMAND_DEPS } from '../../src/reminders/reminder.routes.js';
import { GymCalendar } from '../../src/shared/gym-calendar.js';
import { ProjectionService } from '../../src/shared/projections/projection-service.js';
import { CLOCK, EVENT_STORE, LOGGER, READ_STORE } from '../../src/shared/tokens.js';
import { registerMember, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TODAY = '2026-03-02';

describe('R50: two e-mail jobs on one store', () => {
  const clock = settableClock(`${TODAY}T10:00:00-05:00`);
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;
  let app: TestApp;
  let first: ReminderEmailJob;
  let second: ReminderEmailJob;

  const mailServer = (): SMTPServer =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
  const listen = (at = 0): Promise<number> =>
    new Promise((resolve) =>
      server.listen(at, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    );
  const closed = (): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

  beforeAll(async () => {
    server = mailServer();
    port = await listen();
    app = await startTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'recordatorios@gimnasio.test' },
      { clock },
    );
    first = app.app.get(ReminderEmailJob);
    // The second process's job: its own instance, on the same event and read stores.
    const get = (token: unknown): never => app.app.get(token as never);
    second = new ReminderEmailJob(
      get(REMINDER_MAILER),
      get(REMINDER_COMMAND_DEPS),
      get(READ_STORE),
      get(GymCalendar),
      get(ProjectionService),
      get(APP_CONFIG),
      get(CLOCK),
      get(LOGGER),
      get(EVENT_STORE),
    );
    await first.run();
    // Mensualidades from 5 February: they expire on 5 March, 3 days after TODAY.
    for (const name of ['Ana', 'Beto', 'Carla'])
      await registerMember(app, {
        joinedOn: '2026-02-05',
        amountPaid: 80_000,
        details: { name: `${name} Correo`, email: `${name.toLowerCase()}@correo.com` },
      });
  });
  afterAll(async () => {
    await app.close();
    await closed();
  });

  it('the server down: the second shows the retry the first recorded, at the same instant', async () => {
    await closed();
    expect(await first.run()).toMatchObject({ sent: 0, unreachable: expect.any(String) });
    const retry = { enabled: true, state: 'unavailable', at: '2026-03-02T15:15:00.000Z' };
    expect(await first.status()).toMatchObject(retry);
    expect(await second.status()).toMatchObject(retry);
    // The second's retry counts on from the first's: the day's eighth is the last.
    clock.set(`${TODAY}T10:15:00-05:00`);
    expect(await second.run()).toMatchObject({ unreachable: expect.any(String) });
    expect(await first.status()).toMatchObject({ state: 'unavailable', at: '2026-03-02T15:30:00.000Z' });
  });

  it('the server up, both run at once: each reminder is sent once, and both show the same run', async () => {
    server = mailServer();
    await listen(port);
    clock.set(`${TODAY}T10:30:00-05:00`);
    const runs = await Promise.all([first.run(), second.run()]);
    expect(runs.reduce((sum, run) => sum + (run?.sent ?? 0), 0)).toBe(3);
    expect([...received].sort()).toEqual(['ana@correo.com', 'beto@correo.com', 'carla@correo.com']);
    expect(await second.status()).toEqual(await first.status());
    expect(await second.status()).toMatchObject({ state: 'done' });
    expect(await second.run()).toMatchObject({ sent: 0 });
    expect(received).toHaveLength(3);
  });
});
