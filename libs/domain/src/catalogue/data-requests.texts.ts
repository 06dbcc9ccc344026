// The catalogue's texts and refusals of the register of data requests (R49): consultas and reclamos,
// their business-day deadlines, the 'Solicitudes de datos' screen and the profile's badge.
import type { RefusalPart } from './refusal-kinds.js';

export const dataRequestsMessages = {
  'DATA_REQUESTS.DESCRIPTION':
    'Las consultas y los reclamos de los usuarios sobre sus datos personales (Ley 1581 de 2012). Una consulta se responde en 10 días hábiles y un reclamo en 15, contados desde el día siguiente al recibo; sábados, domingos y festivos no cuentan.',
  'DATA_REQUESTS.FILTER': 'Mostrar',
  'DATA_REQUESTS.FILTER_open': 'Pendientes',
  'DATA_REQUESTS.FILTER_answered': 'Respondidas',
  'DATA_REQUESTS.FILTER_all': 'Todas',
  'DATA_REQUESTS.EMPTY_open': 'No hay solicitudes pendientes.',
  'DATA_REQUESTS.EMPTY_answered': 'Aún no se ha respondido ninguna solicitud.',
  'DATA_REQUESTS.EMPTY_all': 'Aún no se ha registrado ninguna solicitud.',
  'DATA_REQUEST_KIND.consulta': 'Consulta',
  'DATA_REQUEST_KIND.reclamo': 'Reclamo',
  'DATA_REQUEST_KIND_ARTICLE.consulta': 'una consulta',
  'DATA_REQUEST_KIND_ARTICLE.reclamo': 'un reclamo',
  'COLUMN.DATA_REQUEST_KIND': 'Tipo',
  'COLUMN.DATA_REQUEST_PERSON': 'Usuario',
  'COLUMN.RECEIVED_ON': 'Recibida',
  'COLUMN.DUE_ON': 'Vence',
  'COLUMN.DATA_REQUEST_STATUS': 'Estado',
  'DATA_REQUESTS.DUE_IN': 'Vence en {n} días hábiles',
  'DATA_REQUESTS.DUE_IN_ONE': 'Vence en 1 día hábil',
  'DATA_REQUESTS.DUE_TODAY': 'Vence hoy',
  'DATA_REQUESTS.OVERDUE': 'Vencida',
  'DATA_REQUESTS.ANSWERED_ON': 'Respondida el {fecha}',
  'DATA_REQUESTS.NOT_A_MEMBER': 'No registrado',
  'DATA_REQUESTS.REQUEST': 'Lo que pidió',
  'DATA_REQUESTS.ANSWER_TEXT': 'Respuesta',
  'DATA_REQUESTS.RECORDED_BY': 'Registrada por {quien}',
  'DATA_REQUESTS.ANSWERED_BY': 'Respondida por {quien} el {fecha}',

  'DATA_REQUESTS.NEW': 'Registrar solicitud',
  'DATA_REQUESTS.NEW_TITLE': 'Registrar una consulta o un reclamo',
  'DATA_REQUESTS.MEMBER_SEARCH_HINT': 'Escribe el nombre o la cédula. Si no es usuario, escribe su nombre abajo.',
  'DATA_REQUESTS.MEMBER_CHOSEN': 'Usuario: {nombre}',
  'DATA_REQUESTS.MEMBER_CLEAR': 'Quitar usuario',
  'FIELD.dataRequestKind': 'Tipo',
  'FIELD.receivedOn': 'Fecha de recibo',
  'FIELD.dataRequest': 'Lo que pidió',
  'FIELD.dataRequestName': 'Nombre de quien la hace',
  'FIELD.dataRequestCedula': 'Cédula (opcional)',
  'DATA_REQUESTS.TEXT_HINT': 'Entre 5 y 2000 caracteres.',
  'DATA_REQUESTS.SAVE': 'Registrar',
  'DATA_REQUESTS.SAVED': 'Solicitud registrada. Vence el {fecha}.',
  'DATA_REQUESTS.ANSWER': 'Responder',
  'DATA_REQUESTS.ANSWER_TITLE': 'Responder la solicitud de {nombre}',
  'FIELD.dataRequestAnswer': 'Respuesta',
  'FIELD.answeredOn': 'Fecha de respuesta',
  'DATA_REQUESTS.ANSWER_SAVE': 'Guardar respuesta',
  'DATA_REQUESTS.ANSWERED': 'Respuesta guardada.',
  'DATA_REQUESTS.CANCEL': 'Cancelar',
  'DATA_REQUEST.RECEIVE_FAILED': 'Error al registrar la solicitud. Por favor, inténtalo de nuevo.',
  'DATA_REQUEST.ANSWER_FAILED': 'Error al guardar la respuesta. Por favor, inténtalo de nuevo.',

  // The profile's badge while the member has a reclamo open (R49).
  'PROFILE.RECLAMO_OPEN': 'Reclamo en trámite',
  'PROFILE.RECLAMO_OPEN_DUE': 'Recibido el {recibido}; vence el {vence}',

  // Actividad del personal's lines.
  'ACTIVITY.DATA_REQUEST_RECEIVED':
    'Registró {tipo} de datos personales de {nombre} (recibo: {fecha}; vence el {vence})',
  'ACTIVITY.DATA_REQUEST_ANSWERED': 'Respondió {tipo} de datos personales (respuesta del {fecha})',
} as const;

export const dataRequestsRefusals = {
  'DATA_REQUEST.NOT_FOUND': { kind: 'not_found', text: 'Solicitud no encontrada.' },
  'DATA_REQUEST.ALREADY_ANSWERED': { kind: 'conflict', text: 'Esta solicitud ya fue respondida.' },
  'DATA_REQUEST.ALREADY_RECORDED': { kind: 'conflict', text: 'Esta solicitud ya está registrada.' },
  'DATA_REQUEST.KIND_INVALID': { kind: 'bad_input', text: 'Indica si es una consulta o un reclamo.' },
  'DATA_REQUEST.RECEIVED_ON_INVALID': { kind: 'bad_input', text: 'Indica la fecha de recibo (AAAA-MM-DD).' },
  'DATA_REQUEST.RECEIVED_IN_FUTURE': {
    kind: 'bad_input',
    text: 'La fecha de recibo no puede ser posterior a hoy.',
  },
  'DATA_REQUEST.REQUEST_LENGTH': {
    kind: 'bad_input',
    text: 'Escribe lo que pidió, entre 5 y 2000 caracteres.',
  },
  'DATA_REQUEST.NAME_REQUIRED': {
    kind: 'bad_input',
    text: 'Busca al usuario o escribe el nombre de quien hace la solicitud.',
  },
  'DATA_REQUEST.ANSWER_LENGTH': { kind: 'bad_input', text: 'Escribe la respuesta, entre 5 y 2000 caracteres.' },
  'DATA_REQUEST.ANSWERED_ON_INVALID': { kind: 'bad_input', text: 'Indica la fecha de respuesta (AAAA-MM-DD).' },
  'DATA_REQUEST.ANSWERED_BEFORE_RECEIPT': {
    kind: 'bad_input',
    text: 'La fecha de respuesta no puede ser anterior a la de recibo ({fecha}).',
  },
  'DATA_REQUEST.ANSWERED_IN_FUTURE': {
    kind: 'bad_input',
    text: 'La fecha de respuesta no puede ser posterior a hoy.',
  },
} as const satisfies RefusalPart;
