// R50: a reminder is marked once, sent or skipped; the second mark is refused.
import { deciderSpecification, DEFAULT_CONTEXT } from '../testing/given-when-then.js';
import { settingsSpec } from '../testing/given-when-then.js';
import { defaultReminderSubjects, defaultReminderTemplates } from './reminder-templates.js';
import { decideReminder } from './reminder.decide.js';
import type { ReminderEvent } from './reminder.events.js';
import { evolveReminder, initialReminderState } from './reminder.state.js';

const reminderSpec = deciderSpecification(
  { decide: decideReminder, evolve: evolveReminder, initialState: initialReminderState },
  DEFAULT_CONTEXT,
);
const { given } = reminderSpec;

const MEMBER = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
const ID = `expiring.${MEMBER}.2026-03-05`;
const fields = { reminderId: ID, kind: 'expiring', memberId: MEMBER, about: '2026-03-05' } as const;
const sent: ReminderEvent = { type: 'ReminderSent', data: { ...fields, channel: 'whatsapp' } };
const skipped: ReminderEvent = { type: 'ReminderSkipped', data: { ...fields, reason: 'Ya renovó' } };

describe('R50 marking a reminder', () => {
  it("'Enviado' by WhatsApp", () =>
    given()
      .when({ type: 'MarkReminderSent', data: { reminderId: ID, due: true } })
      .then(sent));

  it("'Omitir' with its reason, trimmed", () =>
    given()
      .when({ type: 'SkipReminder', data: { reminderId: ID, due: true, reason: '  Ya renovó ' } })
      .then(skipped));

  it('REMINDER.ALREADY_MARKED: a reminder marked twice (two receptionists) keeps the first mark', () => {
    given(sent)
      .when({ type: 'MarkReminderSent', data: { reminderId: ID, due: true } })
      .thenRejects('REMINDER.ALREADY_MARKED', { estado: 'Enviado' });
    given(skipped)
      .when({ type: 'MarkReminderSent', data: { reminderId: ID, due: true } })
      .thenRejects('REMINDER.ALREADY_MARKED', { estado: 'Omitido' });
    given(sent)
      .when({ type: 'SkipReminder', data: { reminderId: ID, due: true, reason: 'Ya renovó' } })
      .thenRejects('REMINDER.ALREADY_MARKED', { estado: 'Enviado' });
  });

  it('REMINDER.SKIP_REASON_INVALID: 3 to 200 characters', () => {
    given()
      .when({ type: 'SkipReminder', data: { reminderId: ID, due: true, reason: 'no' } })
      .thenRejects('REMINDER.SKIP_REASON_INVALID', undefined, 'reason');
    given()
      .when({ type: 'SkipReminder', data: { reminderId: ID, due: true, reason: 'x'.repeat(201) } })
      .thenRejects('REMINDER.SKIP_REASON_INVALID', undefined, 'reason');
  });

  it('REMINDER.NOT_DUE: one no longer in today’s list; REMINDER.NOT_FOUND: an id naming none', () => {
    given()
      .when({ type: 'MarkReminderSent', data: { reminderId: ID, due: false } })
      .thenRejects('REMINDER.NOT_DUE');
    given()
      .when({ type: 'MarkReminderSent', data: { reminderId: 'lunch.x.y', due: true } })
      .thenRejects('REMINDER.NOT_FOUND');
  });
});

describe('R50 the owner’s templates (settings stream)', () => {
  const templates = { ...defaultReminderTemplates(), debt: 'Hola {nombre}, debes {deuda}.' };

  it('records every text and which changed', () =>
    settingsSpec
      .given()
      .when({
        type: 'ChangeReminderTemplates',
        data: { templates: { ...templates, debt: ' Hola {nombre}, debes {deuda}. ' } },
      })
      .then({
        type: 'ReminderTemplatesChanged',
        data: { templates, subjects: defaultReminderSubjects(), changed: ['debt'] },
      }));

  it('the same texts record nothing', () =>
    settingsSpec
      .given({ type: 'ReminderTemplatesChanged', data: { templates, changed: ['debt'] } })
      .when({ type: 'ChangeReminderTemplates', data: { templates } })
      .thenNothing());

  it('the defaults saved as they are record nothing', () =>
    settingsSpec
      .given()
      .when({ type: 'ChangeReminderTemplates', data: { templates: defaultReminderTemplates() } })
      .thenNothing());

  it('REMINDER.TEMPLATE_UNKNOWN_PLACEHOLDER names the field of the kind', () =>
    settingsSpec
      .given()
      .when({ type: 'ChangeReminderTemplates', data: { templates: { ...templates, expired: 'Hola {fecha}' } } })
      .thenRejects(
        'REMINDER.TEMPLATE_UNKNOWN_PLACEHOLDER',
        {
          tipo: 'Venció ayer',
          marcador: '{fecha}',
          marcadores: '{nombre}, {gimnasio}, {plan}, {vence}, {deuda}, {visitas}',
        },
        'templates.expired',
      ));

  const subjects = { ...defaultReminderSubjects(), birthday: '{gimnasio} te saluda, {nombre}' };

  it('records the e-mails’ subjects too; a changed subject names its kind as changed', () =>
    settingsSpec
      .given({ type: 'ReminderTemplatesChanged', data: { templates, changed: ['debt'] } })
      .when({
        type: 'ChangeReminderTemplates',
        data: { templates, subjects: { ...subjects, birthday: ` ${subjects.birthday} ` } },
      })
      .then({ type: 'ReminderTemplatesChanged', data: { templates, subjects, changed: ['birthday'] } }));

  it('without subjects, the ones saved stay', () =>
    settingsSpec
      .given({ type: 'ReminderTemplatesChanged', data: { templates, subjects, changed: ['birthday'] } })
      .when({ type: 'ChangeReminderTemplates', data: { templates: { ...templates, debt: 'Debes {deuda}.' } } })
      .then({
        type: 'ReminderTemplatesChanged',
        data: { templates: { ...templates, debt: 'Debes {deuda}.' }, subjects, changed: ['debt'] },
      }));

  it('REMINDER.SUBJECT_UNKNOWN_PLACEHOLDER and a subject on two lines name the subject of the kind; nothing recorded', () => {
    settingsSpec
      .given()
      .when({ type: 'ChangeReminderTemplates', data: { templates, subjects: { ...subjects, debt: 'Debes {monto}' } } })
      .thenRejects(
        'REMINDER.SUBJECT_UNKNOWN_PLACEHOLDER',
        {
          tipo: 'Deuda de más de 7 días',
          marcador: '{monto}',
          marcadores: '{nombre}, {gimnasio}, {plan}, {vence}, {deuda}, {visitas}',
        },
        'subjects.debt',
      );
    settingsSpec
      .given()
      .when({
        type: 'ChangeReminderTemplates',
        data: { templates, subjects: { ...subjects, expiring: 'Hola\nBcc: x@y.co' } },
      })
      .thenRejects('REMINDER.SUBJECT_INVALID_CHARACTERS', { tipo: 'Vence en 3 días' }, 'subjects.expiring');
  });
});
