// The read models of Recordatorios (R50) on the real SQLite read store: each mark by its reminder's id
// with who and when, the owner's templates as last saved; a batch delivered twice changes nothing.
import { defaultReminderTemplates, SYSTEM_STAFF_ID, type GymEvent } from '@gym/domain';
import { projectionSpecification } from '../shared/projections/testing/projection-specification.js';
import {
  reminderEmailsProjection,
  reminderMarksProjection,
  reminderTemplatesProjection,
} from './reminders.projections.js';

const MEMBER = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
const fields = (kind: 'expiring' | 'debt', about: string) =>
  ({ reminderId: `${kind}.${MEMBER}.${about}`, kind, memberId: MEMBER, about }) as const;
const sent: GymEvent = { type: 'ReminderSent', data: { ...fields('expiring', '2026-03-05'), channel: 'whatsapp' } };
const skipped: GymEvent = { type: 'ReminderSkipped', data: { ...fields('debt', '2026-03-02'), reason: 'Ya pagó' } };

describe('reminder_marks (R50)', () => {
  const { given } = projectionSpecification(reminderMarksProjection);

  it('one document per reminder: sent or skipped (with why), by whom and when', () =>
    given(sent, skipped).then((documents) =>
      expect(documents['reminder_marks']).toEqual([
        {
          id: `debt.${MEMBER}.2026-03-02`,
          kind: 'debt',
          memberId: MEMBER,
          about: '2026-03-02',
          state: 'skipped',
          reason: 'Ya pagó',
          staffId: SYSTEM_STAFF_ID,
          at: '2026-03-02T15:01:00.000Z',
        },
        {
          id: `expiring.${MEMBER}.2026-03-05`,
          kind: 'expiring',
          memberId: MEMBER,
          about: '2026-03-05',
          state: 'sent',
          reason: null,
          staffId: SYSTEM_STAFF_ID,
          at: '2026-03-02T15:00:00.000Z',
        },
      ]),
    ));

  it('is idempotent', () => given(sent, skipped).thenIdempotent());
});

describe('reminder_templates (R50)', () => {
  const { given } = projectionSpecification(reminderTemplatesProjection);
  const first = { ...defaultReminderTemplates(), debt: 'Debes {deuda}.' };
  const second = { ...first, birthday: '¡Feliz día, {nombre}!' };
  const changed = (templates: typeof first, kinds: ('debt' | 'birthday')[]): GymEvent => ({
    type: 'ReminderTemplatesChanged',
    data: { templates, changed: kinds },
  });

  it('the texts as last saved', () =>
    given(changed(first, ['debt']), changed(second, ['birthday'])).then((documents) =>
      expect(documents['reminder_templates']).toEqual([{ id: 'gym', templates: second }]),
    ));

  it('is idempotent', () => given(changed(first, ['debt']), changed(second, ['birthday'])).thenIdempotent());
});

describe('reminder_emails (R50)', () => {
  const { given } = projectionSpecification(reminderEmailsProjection);
  const expiring = fields('expiring', '2026-03-05');
  const debt = fields('debt', '2026-03-02');
  const attempted = (data: typeof expiring): GymEvent => ({
    type: 'ReminderEmailAttempted',
    data: { ...data, to: 'ana@correo.com' },
  });
  const sentByMail: GymEvent = {
    type: 'ReminderEmailSent',
    data: { ...expiring, messageId: '<1@gym>', response: '250 2.0.0 OK' },
  };
  const deferred: GymEvent = { type: 'ReminderEmailDeferred', data: { ...debt, reason: 'ECONNREFUSED' } };

  it('one document per reminder e-mailed: sent with its answer; a deferred attempt leaves none', () =>
    given(attempted(expiring), sentByMail, attempted(debt), deferred).then((documents) =>
      expect(documents['reminder_emails']).toEqual([
        {
          id: `expiring.${MEMBER}.2026-03-05`,
          memberId: MEMBER,
          state: 'sent',
          at: expect.any(String),
          messageId: '<1@gym>',
          response: '250 2.0.0 OK',
        },
      ]),
    ));

  it('an attempt without a result stays attempted; a refusal keeps the server’s answer', () =>
    given(attempted(expiring), attempted(debt), {
      type: 'ReminderEmailFailed',
      data: { ...debt, response: '550 5.1.1 user unknown' },
    }).then((documents) =>
      expect(documents['reminder_emails']).toMatchObject([
        { id: `debt.${MEMBER}.2026-03-02`, state: 'failed', response: '550 5.1.1 user unknown' },
        { id: `expiring.${MEMBER}.2026-03-05`, state: 'attempted', response: null },
      ]),
    ));

  it('is idempotent', () => given(attempted(expiring), sentByMail, attempted(debt), deferred).thenIdempotent());
});
