// Recordatorios (R50): today's reminders, their marks ('Enviado', 'Omitir'), and the owner's templates.
import { changeReminderTemplatesRequest } from '../settings/gym-settings.change-reminder-templates.js';
import { markReminderSentRequest } from '../reminders/reminder.mark-sent.js';
import { skipReminderRequest } from '../reminders/reminder.skip.js';
import { messages } from '../messages.js';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID } from './api-examples.js';
import { reminderTemplatesSchema, remindersResponseSchema } from './reminders.schemas.js';
import { commandResponseSchema } from './schema-primitives.js';

const EXAMPLE_REMINDER_ID = `expiring.${EXAMPLE_MEMBER_ID}.2026-03-05`;
const position = { position: 1234 };
const exampleTemplates = {
  expiring: messages['REMINDER.TEMPLATE.expiring'],
  expired: messages['REMINDER.TEMPLATE.expired'],
  visits_low: messages['REMINDER.TEMPLATE.visits_low'],
  debt: messages['REMINDER.TEMPLATE.debt'],
  birthday: messages['REMINDER.TEMPLATE.birthday'],
};
const exampleSubjects = {
  expiring: messages['REMINDER.EMAIL_SUBJECT.expiring'],
  expired: messages['REMINDER.EMAIL_SUBJECT.expired'],
  visits_low: messages['REMINDER.EMAIL_SUBJECT.visits_low'],
  debt: messages['REMINDER.EMAIL_SUBJECT.debt'],
  birthday: messages['REMINDER.EMAIL_SUBJECT.birthday'],
};

export const reminderOperations = {
  listReminders: defineOperation({
    operationId: 'listReminders',
    method: 'get',
    path: '/api/reminders',
    tag: 'recordatorios',
    summary: 'Los recordatorios de hoy por tipo (R50), cada uno con su mensaje, su enlace de WhatsApp y su marca',
    description:
      "Today's reminders (R50) in the gym's time zone, by kind: memberships expiring in 3 days, expired yesterday, Tiqueteras with 2 or fewer visits left, debts older than 7 days, birthdays. Each has the member, why it is listed, the owner's template filled in, the wa.me link and its mark (pending, sent or skipped, by whom and when), and, when SMTP_URL is set, its e-mail (sent, failed with the server's answer, or unconfirmed: attempted without a recorded result, never resent) and the daily e-mail job's state for the banner (when it ran, or when it retries an unreachable server). Read from the members' indexes (one indexed range per kind) and the marks and e-mails of those reminders by id.",
    access: 'staff',
    status: 200,
    response: remindersResponseSchema,
    errors: [],
    example: {
      response: {
        today: '2026-03-02',
        pending: 1,
        groups: [
          {
            kind: 'expiring',
            items: [
              {
                id: EXAMPLE_REMINDER_ID,
                kind: 'expiring',
                about: '2026-03-05',
                memberId: EXAMPLE_MEMBER_ID,
                name: 'Ana Pérez',
                phone: '3001234567',
                why: 'Su plan vence el 05/03/2026.',
                message:
                  'Hola Ana, te saludamos de Gimnasio Titanes. Tu plan Mensualidad vence el 05/03/2026. ¡Te esperamos para renovarlo!',
                whatsappUrl: 'https://wa.me/573001234567?text=Hola%20Ana',
                state: 'pending',
                markedBy: null,
                markedAt: null,
                reason: null,
                email: { state: 'failed', at: '2026-03-02T13:00:04.000Z', response: '550 5.1.1 user unknown' },
              },
            ],
          },
        ],
        emailJob: { enabled: true, state: 'done', at: '2026-03-02T13:00:05.000Z', sent: 3, failed: 1 },
      },
    },
  }),
  markReminderSent: defineOperation({
    operationId: 'markReminderSent',
    method: 'post',
    path: '/api/reminders/{id}/sent',
    tag: 'recordatorios',
    summary:
      "Marca un recordatorio de hoy como 'Enviado' por WhatsApp (quién y cuándo); solo una marca por recordatorio",
    description:
      "Marks one of today's reminders as sent by WhatsApp, recording who and when. A reminder is marked once: the second mark (two receptionists at once) is refused with 409, naming the mark that landed. A reminder no longer in today's list answers 422.",
    access: 'staff',
    status: 201,
    command: true,
    body: markReminderSentRequest,
    response: commandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: { channel: 'whatsapp' }, response: position },
  }),
  skipReminder: defineOperation({
    operationId: 'skipReminder',
    method: 'post',
    path: '/api/reminders/{id}/skip',
    tag: 'recordatorios',
    summary: "'Omitir' un recordatorio de hoy con un motivo (3 a 200 caracteres); solo una marca por recordatorio",
    description:
      "Skips one of today's reminders with a reason (3 to 200 characters). Like a sent mark, only one mark ever lands (409 for the second).",
    access: 'staff',
    status: 201,
    command: true,
    body: skipReminderRequest,
    response: commandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: { reason: 'Ya renovó por teléfono' }, response: position },
  }),
  getReminderTemplates: defineOperation({
    operationId: 'getReminderTemplates',
    method: 'get',
    path: '/api/settings/reminder-templates',
    tag: 'recordatorios',
    summary: 'Las plantillas de los recordatorios (R50), las iniciales y los marcadores que aceptan',
    description:
      "The reminders' templates in use, the catalogue's defaults, the placeholders they may use and their longest length.",
    access: 'staff',
    status: 200,
    response: reminderTemplatesSchema,
    errors: [],
    example: {
      response: {
        templates: exampleTemplates,
        defaults: exampleTemplates,
        subjects: exampleSubjects,
        defaultSubjects: exampleSubjects,
        placeholders: ['nombre', 'gimnasio', 'plan', 'vence', 'deuda', 'visitas'],
        maxLength: 1000,
        subjectMaxLength: 150,
      },
    },
  }),
  changeReminderTemplates: defineOperation({
    operationId: 'changeReminderTemplates',
    method: 'post',
    path: '/api/settings/reminder-templates',
    tag: 'recordatorios',
    summary:
      'Guarda las plantillas de los recordatorios y los asuntos de sus correos (todos); solo los marcadores de R50',
    description:
      'Saves every kind\'s template, and (when given) every kind\'s e-mail subject. A template has 1 to 1,000 characters of plain text, a subject 1 to 150 on one line; both only the placeholders listed; another placeholder (a typo like "{nonbre}") is refused naming it.',
    access: 'reminders.templates',
    status: 201,
    command: true,
    body: changeReminderTemplatesRequest,
    response: commandResponseSchema,
    errors: [400, 409],
    example: { body: { templates: exampleTemplates, subjects: exampleSubjects }, response: position },
  }),
} as const;
