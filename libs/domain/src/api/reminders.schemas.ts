// The HTTP answers of Recordatorios (R50): today's reminders by kind, each with its member, why, the
// message and its WhatsApp link, and its mark; and the owner's templates. The bodies sit beside their
// commands (reminders/reminder.*.ts, settings/gym-settings.change-reminder-templates.ts).
import { z } from 'zod';
import { REMINDER_KINDS } from '../reminders/reminder.kinds.js';
import { REMINDER_PLACEHOLDERS } from '../reminders/reminder-templates.js';
import { type ApiShape, instant, isoDate, uuid } from './schema-primitives.js';

export const reminderKindSchema = z.enum(REMINDER_KINDS).meta({ id: 'ReminderKind' });
export const REMINDER_STATES = ['pending', 'sent', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATES)[number];

export const REMINDER_EMAIL_STATES = ['sent', 'failed', 'unconfirmed'] as const;

/** R50: the e-mail of one reminder, once the daily job tried it. */
export const reminderEmailViewSchema = z
  .object({
    state: z
      .enum(REMINDER_EMAIL_STATES)
      .describe(
        "sent: el servidor lo aceptó; failed: lo rechazó; unconfirmed: se intentó y no se registró el resultado ('Envío sin confirmar', no se reenvía)",
      ),
    at: instant,
    response: z.string().nullable().describe("La respuesta del servidor ('550 5.1.1 user unknown')"),
  })
  .meta({ id: 'ReminderEmail' });

export const REMINDER_EMAIL_JOB_STATES = ['waiting', 'running', 'done', 'unavailable', 'gave_up'] as const;

/** R50: the daily e-mail job, for the screen's banner. */
export const reminderEmailJobSchema = z
  .object({
    enabled: z.boolean().describe('Si SMTP_URL está configurado'),
    state: z.enum(REMINDER_EMAIL_JOB_STATES),
    at: instant
      .nullable()
      .describe('done: cuándo corrió; unavailable: cuándo se reintenta; gave_up: la próxima corrida (mañana)'),
    sent: z.int().min(0),
    failed: z.int().min(0),
  })
  .meta({ id: 'ReminderEmailJob' });

export const reminderViewSchema = z
  .object({
    id: z.string().describe('`kind.memberId.about`: the same reminder keeps it; the next cycle has another'),
    kind: reminderKindSchema,
    about: isoDate.describe(
      'El día del que trata: el vencimiento, el inicio de la Tiquetera, el ciclo de la deuda, el cumpleaños',
    ),
    memberId: uuid,
    name: z.string(),
    phone: z.string(),
    why: z.string().describe("Por qué aparece ('Su plan vence el 05/03/2026.')"),
    message: z.string().describe('La plantilla del dueño con los datos del usuario'),
    whatsappUrl: z
      .string()
      .nullable()
      .describe('wa.me con el mensaje; null si el teléfono no es un celular colombiano'),
    state: z.enum(REMINDER_STATES),
    markedBy: z.string().nullable().describe('Quién lo marcó (nombre); null si está pendiente'),
    markedAt: instant.nullable(),
    reason: z.string().nullable().describe('El motivo de un recordatorio omitido'),
    email: reminderEmailViewSchema.nullable().describe('R50: su correo, si el trabajo diario lo intentó'),
  })
  .meta({ id: 'Reminder' });

export const reminderGroupSchema = z
  .object({ kind: reminderKindSchema, items: z.array(reminderViewSchema) })
  .meta({ id: 'ReminderGroup' });

/** GET /api/reminders: every kind in order, each with its reminders by name. */
export const remindersResponseSchema = z
  .object({
    today: isoDate,
    pending: z.int().min(0).describe('Cuántos siguen pendientes: el número del menú'),
    groups: z.array(reminderGroupSchema),
    emailJob: reminderEmailJobSchema,
  })
  .meta({ id: 'Reminders' });

const perKind = <T extends z.ZodType>(schema: T) =>
  z.object({ expiring: schema, expired: schema, visits_low: schema, debt: schema, birthday: schema });

export const reminderTemplatesSchema = z
  .object({
    templates: perKind(z.string()).describe('Los textos en uso (los del catálogo hasta que el dueño guarde otros)'),
    defaults: perKind(z.string()).describe('Los textos iniciales, para restablecerlos'),
    subjects: perKind(z.string()).describe(
      'Los asuntos de los correos en uso (los del catálogo hasta que el dueño guarde otros)',
    ),
    defaultSubjects: perKind(z.string()).describe('Los asuntos iniciales, para restablecerlos'),
    placeholders: z.array(z.enum(REMINDER_PLACEHOLDERS)),
    maxLength: z.int(),
    subjectMaxLength: z.int(),
  })
  .meta({ id: 'ReminderTemplates' });

export type ReminderView = ApiShape<typeof reminderViewSchema>;
export type ReminderEmailView = ApiShape<typeof reminderEmailViewSchema>;
export type ReminderEmailJobView = ApiShape<typeof reminderEmailJobSchema>;
export type ReminderGroup = ApiShape<typeof reminderGroupSchema>;
export type RemindersResponse = ApiShape<typeof remindersResponseSchema>;
export type ReminderTemplatesView = ApiShape<typeof reminderTemplatesSchema>;
