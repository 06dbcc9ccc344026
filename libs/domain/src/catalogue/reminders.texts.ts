// The catalogue's texts and refusals of Recordatorios (R50): the screen, its default templates, the
// templates' form in Configuración, and Actividad del personal's lines.
import type { RefusalPart } from './refusal-kinds.js';

export const remindersMessages = {
  'NAV.REMINDERS': 'Recordatorios',
  'REMINDERS.TITLE': 'Recordatorios',
  'REMINDERS.INTRO':
    'Los recordatorios de hoy. Envía cada uno por WhatsApp u omítelo con un motivo: así nadie lo envía dos veces.',
  'REMINDERS.EMPTY': 'No hay recordatorios pendientes hoy.',
  'REMINDERS.PENDING_COUNT': '{n} pendientes',
  'REMINDERS.DONE_TODAY': 'Marcados hoy',
  'REMINDERS.NO_MOBILE': 'Sin celular para WhatsApp',
  'REMINDERS.SKIP': 'Omitir',
  'REMINDERS.SKIP_TITLE': 'Omitir el recordatorio de {nombre}',
  'REMINDERS.SKIP_REASON': 'Motivo',
  'REMINDERS.SKIP_REASON_HINT': 'Por ejemplo: ya renovó, no quiere mensajes. Entre 3 y 200 caracteres.',
  'REMINDERS.SKIP_CONFIRM': 'Omitir',
  'REMINDERS.SENT_DONE': 'Recordatorio marcado como enviado.',
  'REMINDERS.SKIPPED_DONE': 'Recordatorio omitido.',
  'REMINDERS.SENT_BY': 'Enviado por {quien} a las {hora}',
  'REMINDERS.SKIPPED_BY': 'Omitido por {quien} a las {hora}: {motivo}',
  'REMINDERS.STATE.pending': 'Pendiente',
  'REMINDERS.STATE.sent': 'Enviado',
  'REMINDERS.STATE.skipped': 'Omitido',
  'REMINDERS.MARK_FAILED': 'Error al marcar el recordatorio. Por favor, inténtalo de nuevo.',
  'REMINDERS.LOAD_FAILED': 'No se pudieron cargar los recordatorios.',
  // R50: the daily e-mail, per row and the job's banner.
  'REMINDERS.EMAIL_SENT': 'Enviado por correo {hora}',
  'REMINDERS.EMAIL_FAILED': 'Falló el correo: {respuesta}',
  'REMINDERS.EMAIL_UNCONFIRMED': 'Envío sin confirmar',
  'REMINDERS.EMAIL_UNCONFIRMED_HINT':
    'Se intentó enviar por correo pero no se confirmó. No se reenviará: revisa con el usuario o envíalo por WhatsApp.',
  'REMINDERS.EMAIL_JOB.waiting': 'Los recordatorios por correo se envían cada día a las {hora}.',
  'REMINDERS.EMAIL_JOB.done': 'Correo de hoy enviado a las {hora}: {enviados} enviados, {fallidos} fallidos.',
  'REMINDERS.EMAIL_JOB.unavailable': 'Servidor de correo no disponible; se reintentará a las {hora}.',
  'REMINDERS.EMAIL_JOB.gave_up':
    'Servidor de correo no disponible; se intentará de nuevo mañana a las {hora}. Envía los de hoy por WhatsApp.',
  'REMINDERS.EMAIL_JOB.running': 'Enviando los recordatorios de hoy por correo…',

  // The kinds, as the screen's groups and the templates' form name them.
  'REMINDER.KIND.expiring': 'Vence en 3 días',
  'REMINDER.KIND.expired': 'Venció ayer',
  'REMINDER.KIND.visits_low': 'Pocas visitas en la Tiquetera',
  'REMINDER.KIND.debt': 'Deuda de más de 7 días',
  'REMINDER.KIND.birthday': 'Cumpleaños hoy',

  // Why a member is listed.
  'REMINDER.WHY.expiring': 'Su plan vence el {vence}.',
  'REMINDER.WHY.expired': 'Su plan venció el {vence}.',
  'REMINDER.WHY.visits_low': 'Le quedan {visitas} visitas de su Tiquetera.',
  'REMINDER.WHY.debt': 'Debe {deuda} desde el {desde}.',
  'REMINDER.WHY.birthday': 'Hoy es su cumpleaños.',

  // The templates the gym starts with (R50). Placeholders: {nombre} (the first name), {gimnasio},
  // {plan}, {vence}, {deuda}, {visitas}.
  'REMINDER.TEMPLATE.expiring':
    'Hola {nombre}, te saludamos de {gimnasio}. Tu plan {plan} vence el {vence}. ¡Te esperamos para renovarlo!',
  'REMINDER.TEMPLATE.expired':
    'Hola {nombre}, te saludamos de {gimnasio}. Tu plan {plan} venció el {vence}. ¿Quieres renovarlo? ¡Te esperamos!',
  'REMINDER.TEMPLATE.visits_low':
    'Hola {nombre}, te saludamos de {gimnasio}. Te quedan {visitas} visitas en tu Tiquetera. ¡Renuévala cuando quieras!',
  'REMINDER.TEMPLATE.debt':
    'Hola {nombre}, te saludamos de {gimnasio}. Tienes un saldo pendiente de {deuda}. Puedes pagarlo en recepción, por Nequi, Daviplata o transferencia.',
  'REMINDER.TEMPLATE.birthday': '¡Hola {nombre}! ¡Feliz cumpleaños! En {gimnasio} te deseamos un gran día.',

  // R50: the subject of each kind's e-mail (its text is the kind's template). Same placeholders.
  'REMINDER.EMAIL_SUBJECT.expiring': '{gimnasio}: tu plan vence el {vence}',
  'REMINDER.EMAIL_SUBJECT.expired': '{gimnasio}: tu plan venció el {vence}',
  'REMINDER.EMAIL_SUBJECT.visits_low': '{gimnasio}: te quedan {visitas} visitas',
  'REMINDER.EMAIL_SUBJECT.debt': '{gimnasio}: tienes un saldo pendiente',
  'REMINDER.EMAIL_SUBJECT.birthday': '¡Feliz cumpleaños, {nombre}!',

  // Configuración: the owner's templates.
  'REMINDER_TEMPLATES.TITLE': 'Plantillas de recordatorios',
  'REMINDER_TEMPLATES.HINT':
    'El texto de WhatsApp de cada recordatorio. Puedes usar: {marcadores}. Hasta {max} caracteres.',
  'REMINDER_TEMPLATES.PREVIEW': 'Vista previa',
  'REMINDER_TEMPLATES.LENGTH': '{n} de {max} caracteres',
  'REMINDER_TEMPLATES.SUBJECT': 'Asunto del correo',
  'REMINDER_TEMPLATES.SUBJECT_HINT':
    'El asunto del correo de cada uno: una línea de hasta {max} caracteres, con los mismos marcadores.',
  'REMINDER_TEMPLATES.SUBJECT_PREVIEW': 'Asunto',
  'REMINDER_TEMPLATES.RESTORE': 'Restablecer el texto inicial',
  'REMINDER_TEMPLATES.SAVE': 'Guardar plantillas',
  'REMINDER_TEMPLATES.SAVED': 'Plantillas guardadas.',
  'REMINDER_TEMPLATES.SAVE_FAILED': 'Error al guardar las plantillas. Por favor, inténtalo de nuevo.',
  // What the preview fills the placeholders with.
  'REMINDER_TEMPLATES.SAMPLE_NAME': 'Ana Pérez',

  // Actividad del personal.
  'ACTIVITY_KIND.reminders': 'Recordatorios',
  'ACTIVITY.REMINDER_SENT': 'Envió por WhatsApp el recordatorio «{tipo}» ({sobre})',
  'ACTIVITY.REMINDER_SKIPPED': 'Omitió el recordatorio «{tipo}» ({sobre}): {motivo}',
  'ACTIVITY.REMINDER_TEMPLATES_CHANGED': 'Cambió las plantillas de recordatorios: {tipos}',
} as const;

export const remindersRefusals = {
  'REMINDER.NOT_FOUND': { kind: 'not_found', text: 'Recordatorio no encontrado.' },
  'REMINDER.NOT_DUE': {
    kind: 'rule',
    text: 'Este recordatorio ya no está en la lista de hoy. Actualiza la lista.',
  },
  'REMINDER.ALREADY_MARKED': {
    kind: 'conflict',
    text: 'Otra persona del personal ya marcó este recordatorio como «{estado}». Actualiza la lista.',
  },
  'REMINDER.EMAIL_ALREADY_ATTEMPTED': {
    kind: 'conflict',
    text: 'Este recordatorio ya se intentó enviar por correo: no se envía dos veces.',
  },
  'REMINDER.EMAIL_NOT_ATTEMPTED': {
    kind: 'conflict',
    text: 'Este recordatorio no tiene un envío por correo en curso.',
  },
  'REMINDER.SKIP_REASON_INVALID': { kind: 'bad_input', text: 'Escribe el motivo: entre 3 y 200 caracteres.' },
  'REMINDER.TEMPLATE_EMPTY': { kind: 'bad_input', text: 'Escribe el texto del recordatorio «{tipo}».' },
  'REMINDER.TEMPLATE_TOO_LONG': {
    kind: 'bad_input',
    text: 'El recordatorio «{tipo}» tiene {n} caracteres: el máximo es {max}.',
  },
  'REMINDER.TEMPLATE_UNKNOWN_PLACEHOLDER': {
    kind: 'bad_input',
    text: 'El recordatorio «{tipo}» usa {marcador}, que no existe. Puedes usar: {marcadores}.',
  },
  'REMINDER.TEMPLATE_INVALID_CHARACTERS': {
    kind: 'bad_input',
    text: 'El recordatorio «{tipo}» tiene caracteres no permitidos.',
  },
  'REMINDER.SUBJECT_EMPTY': { kind: 'bad_input', text: 'Escribe el asunto del correo «{tipo}».' },
  'REMINDER.SUBJECT_TOO_LONG': {
    kind: 'bad_input',
    text: 'El asunto del correo «{tipo}» tiene {n} caracteres: el máximo es {max}.',
  },
  'REMINDER.SUBJECT_UNKNOWN_PLACEHOLDER': {
    kind: 'bad_input',
    text: 'El asunto del correo «{tipo}» usa {marcador}, que no existe. Puedes usar: {marcadores}.',
  },
  'REMINDER.SUBJECT_INVALID_CHARACTERS': {
    kind: 'bad_input',
    text: 'El asunto del correo «{tipo}» tiene caracteres no permitidos: escríbelo en una sola línea.',
  },
} as const satisfies RefusalPart;
