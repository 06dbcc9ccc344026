// R50 by e-mail: who gets one (an e-mail, the data authorisation, reminders accepted), what it says,
// an attempt recorded before the send and never repeated, and when the daily job runs (Bogotá time).
import { deciderSpecification, DEFAULT_CONTEXT } from '../testing/given-when-then.js';
import { defaultReminderSubjects, defaultReminderTemplates, reminderValues } from './reminder-templates.js';
import { decideReminder } from './reminder.decide.js';
import {
  dailyRunAt,
  nextReminderEmailRun,
  REMINDER_EMAIL_MAX_RETRIES,
  reminderEmail,
  reminderEmailAddress,
  reminderEmailRetryAt,
  smtpAnswer,
} from './reminder.email.js';
import type { ReminderEvent } from './reminder.events.js';
import { evolveReminder, initialReminderState } from './reminder.state.js';

const { given } = deciderSpecification(
  { decide: decideReminder, evolve: evolveReminder, initialState: initialReminderState },
  DEFAULT_CONTEXT,
);

const MEMBER = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
const ID = `expiring.${MEMBER}.2026-03-05`;
const fields = { reminderId: ID, kind: 'expiring', memberId: MEMBER, about: '2026-03-05' } as const;
const TO = 'ana@correo.com';
const attempted: ReminderEvent = { type: 'ReminderEmailAttempted', data: { ...fields, to: TO } };
const emailed: ReminderEvent = {
  type: 'ReminderEmailSent',
  data: { ...fields, messageId: '<1@gym>', response: '250 OK' },
};
const attempt = { type: 'AttemptReminderEmail', data: { reminderId: ID, due: true, to: TO } } as const;
const result = (outcome: any) => ({ type: 'RecordReminderEmailResult', data: { reminderId: ID, outcome } }) as const;

describe('R50 who is reminded by e-mail', () => {
  const authorised = { personal: true, reminders: true };
  it('a member with an e-mail, the data authorisation and reminders accepted', () =>
    expect(reminderEmailAddress({ email: TO, remindersRefused: false, authorization: authorised })).toBe(TO));

  it.each([
    ['without an e-mail', { email: null, remindersRefused: false, authorization: authorised }],
    ['registered before e-mails existed', { remindersRefused: false, authorization: authorised }],
    ['with the authorisation pending', { email: TO, remindersRefused: false, authorization: null }],
    [
      'without the data authorisation',
      { email: TO, remindersRefused: false, authorization: { personal: false, reminders: true } },
    ],
    [
      'who said no to reminders',
      { email: TO, remindersRefused: true, authorization: { personal: true, reminders: false } },
    ],
    ['with an address that is not one', { email: 'ana@', remindersRefused: false, authorization: authorised }],
  ])('none for a member %s', (_, member) => expect(reminderEmailAddress(member)).toBeNull());
});

describe('R50 the e-mail of a reminder', () => {
  const values = reminderValues(
    { name: 'Ana Pérez', plan: 'monthly', expiresOn: '2026-03-05', debt: 0, ticketDaysUsed: 0 },
    'Gimnasio Central',
  );

  it('the catalogue’s subject and template of the kind until the owner saves others, with the same placeholders', () => {
    const texts = { subject: defaultReminderSubjects().expiring, template: defaultReminderTemplates().expiring };
    expect(reminderEmail(texts, values)).toEqual({
      subject: 'Gimnasio Central: tu plan vence el 05/03/2026',
      text: 'Hola Ana, te saludamos de Gimnasio Central. Tu plan Mensualidad vence el 05/03/2026. ¡Te esperamos para renovarlo!',
    });
  });

  it('the owner’s subject, filled in as the text is', () =>
    expect(reminderEmail({ subject: '{nombre}, tu {plan} vence el {vence}', template: 'Hola' }, values)).toEqual({
      subject: 'Ana, tu Mensualidad vence el 05/03/2026',
      text: 'Hola',
    }));

  it('a server’s answer is recorded on one line, cut to 300 characters', () => {
    expect(smtpAnswer('550 5.1.1 <x@y.co>:\r\n user unknown')).toBe('550 5.1.1 <x@y.co>: user unknown');
    expect(smtpAnswer('5'.repeat(400))).toHaveLength(300);
  });
});

describe('R50 sending a reminder by e-mail, once', () => {
  it('the attempt is recorded before the send, with the address', () => given().when(attempt).then(attempted));

  it('then its result: sent (message id, answer) marks it sent, it needs no WhatsApp', () => {
    given(attempted)
      .when(result({ kind: 'sent', messageId: '<1@gym>', response: '250 OK' }))
      .then(emailed);
    given(attempted, emailed)
      .when({ type: 'MarkReminderSent', data: { reminderId: ID, due: true } })
      .thenRejects('REMINDER.ALREADY_MARKED', { estado: 'Enviado' });
  });

  it('failed, with the server’s answer; WhatsApp remains', () => {
    const failed: ReminderEvent = {
      type: 'ReminderEmailFailed',
      data: { ...fields, response: '550 5.1.1 user unknown' },
    };
    given(attempted)
      .when(result({ kind: 'failed', response: '550 5.1.1 user unknown' }))
      .then(failed);
    given(attempted, failed)
      .when({ type: 'MarkReminderSent', data: { reminderId: ID, due: true } })
      .then({ type: 'ReminderSent', data: { ...fields, channel: 'whatsapp' } });
    given(attempted, failed).when(attempt).thenRejects('REMINDER.EMAIL_ALREADY_ATTEMPTED');
  });

  it('REMINDER.EMAIL_ALREADY_ATTEMPTED: an attempt without a result (a crash after the send) is never sent again', () =>
    given(attempted).when(attempt).thenRejects('REMINDER.EMAIL_ALREADY_ATTEMPTED'));

  it('a connection lost before the transaction defers it: nothing sent, it may be tried again', () => {
    const deferred: ReminderEvent = { type: 'ReminderEmailDeferred', data: { ...fields, reason: 'ECONNREFUSED' } };
    given(attempted)
      .when(result({ kind: 'deferred', reason: 'ECONNREFUSED' }))
      .then(deferred);
    given(attempted, deferred).when(attempt).then(attempted);
  });

  it('none for a reminder the desk already marked, or no longer due', () => {
    given({ type: 'ReminderSkipped', data: { ...fields, reason: 'Ya renovó' } })
      .when(attempt)
      .thenRejects('REMINDER.ALREADY_MARKED', { estado: 'Omitido' });
    given()
      .when({ ...attempt, data: { ...attempt.data, due: false } })
      .thenRejects('REMINDER.NOT_DUE');
  });

  it('REMINDER.EMAIL_NOT_ATTEMPTED: a result without an attempt, or recorded twice', () => {
    given()
      .when(result({ kind: 'failed', response: '550' }))
      .thenRejects('REMINDER.EMAIL_NOT_ATTEMPTED');
    given(attempted, emailed)
      .when(result({ kind: 'sent', messageId: '<1@gym>', response: '250 OK' }))
      .thenRejects('REMINDER.EMAIL_NOT_ATTEMPTED');
  });
});

describe('R50 when the daily e-mail job runs (America/Bogota, UTC-5)', () => {
  const BOGOTA = 'America/Bogota';
  it('at start, at once when today’s run has not been made, whatever the hour', () => {
    expect(nextReminderEmailRun('2026-03-03T04:30:00.000Z', BOGOTA, null)).toBe('2026-03-03T04:30:00.000Z');
    expect(nextReminderEmailRun('2026-03-03T04:30:00.000Z', BOGOTA, '2026-03-01')).toBe('2026-03-03T04:30:00.000Z');
  });

  it('after today’s run, at 08:00 Bogotá tomorrow', () => {
    expect(dailyRunAt('2026-03-03', BOGOTA)).toBe('2026-03-03T13:00:00.000Z');
    expect(nextReminderEmailRun('2026-03-02T15:00:00.000Z', BOGOTA, '2026-03-02')).toBe('2026-03-03T13:00:00.000Z');
  });

  it('23:30 Bogotá is still that day: its run is for that day; 00:10 is the next day’s', () => {
    // 23:30 on 2 March in Bogotá is 04:30 UTC on 3 March: the run of 2 March is made, so tomorrow's is next.
    expect(nextReminderEmailRun('2026-03-03T04:30:00.000Z', BOGOTA, '2026-03-02')).toBe('2026-03-03T13:00:00.000Z');
    // 00:10 on 3 March in Bogotá: the 3rd's run has not been made.
    expect(nextReminderEmailRun('2026-03-03T05:10:00.000Z', BOGOTA, '2026-03-02')).toBe('2026-03-03T05:10:00.000Z');
  });

  it('a server that cannot be reached is tried again 15 minutes later, a bounded number of times', () => {
    expect(reminderEmailRetryAt('2026-03-02T13:00:00.000Z', 0)).toBe('2026-03-02T13:15:00.000Z');
    expect(reminderEmailRetryAt('2026-03-02T13:00:00.000Z', REMINDER_EMAIL_MAX_RETRIES)).toBeNull();
  });
});
