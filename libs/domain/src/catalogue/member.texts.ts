// The catalogue's texts and refusals of a member: the Usuarios screen, registering (R36) and deleting, the history's lines.
import type { RefusalPart } from './refusal-kinds.js';

export const memberMessages = {
  'USERS.SEARCH': 'Buscar usuario',
  'USERS.SEARCH_PLACEHOLDER': 'Nombre o teléfono',
  'USERS.SEARCH_HINT': 'Nombre, teléfono o cédula',
  'USERS.EMPTY': 'No hay usuarios registrados.',
  'MEMBER.EMAIL_HINT': 'Opcional. Para enviarle los recordatorios por correo.',
  'USERS.NO_MATCHES': 'Ningún usuario coincide con la búsqueda.',
  'USERS.SORT_BY': 'Ordenar por',
  'USERS.PLAN_FILTER': 'Plan',
  'USERS.ALL_PLANS': 'Todos los planes',
  'COLUMN.EXPIRY': 'Vencimiento',
  'COLUMN.DEBT': 'Deuda',
  'USERS.CONTACT_WITH_CEDULA': '{telefono} · C.C. {cedula}',
  'USERS.FROZEN_UNTIL': 'Congelado hasta el {fecha}',
  'USERS.FREEZE_SCHEDULED': 'Congelamiento programado desde el {fecha}',
  'USERS.VIEW': 'Ver',
  'USERS.VIEW_MEMBER': 'Ver perfil de {nombre}',
  // R46: what an imported row without an address records, and what the profile says of it.
  'MEMBER.ADDRESS_PENDING': 'Pendiente',
  'PROFILE.ADDRESS_PENDING': 'Dirección pendiente',

  // Registering a member (R36), with the warning of a likely duplicate.
  'USERS.SHOW_FORM': 'Agregar Usuario',
  'USERS.HIDE_FORM': 'Ocultar Formulario',
  'USERS.FORM_TITLE': 'Nuevo Usuario',
  'USERS.PRICE_PREVIEW': 'Precio del plan: {precio} · Deuda inicial: {deuda}',
  'USERS.PRICE_ONLY_PREVIEW': 'Precio del plan: {precio}',
  'USERS.AMOUNT_PAID_PLACEHOLDER': '0 si no pagó nada',
  'USERS.SUBMIT': 'Guardar Usuario',
  'USERS.NAME_CASE_HINT': '¿Escribirlo así? {nombre}',
  'USERS.NAME_CASE_USE': 'Usar',
  'USERS.SUBMIT_AND_ANOTHER': 'Guardar y agregar otro',
  'MEMBER.ADDED': 'Usuario agregado correctamente.',
  // Once saved, the list offers the new member's profile and, when they owe, to collect (issue 41).
  'USERS.ADDED_NOTICE': '{nombre} quedó registrado.',
  'USERS.ADDED_NOTICE_DEBT': '{nombre} quedó registrado con una deuda de {deuda}.',
  'USERS.ADDED_VIEW_PROFILE': 'Ver perfil',
  'USERS.ADDED_COLLECT': 'Cobrar',
  'MEMBER.ADD_FAILED': 'Error al agregar el usuario. Por favor, inténtalo de nuevo.',
  'USERS.DUPLICATE_TITLE': 'Ya hay un usuario con ese nombre y teléfono',
  'USERS.DUPLICATE_TEXT': 'Revisa si es la misma persona:',
  'USERS.DUPLICATE_CONFIRM': '¿Registrar de todos modos?',
  'USERS.DUPLICATE_ACCEPT': 'Registrar de todos modos',

  'USERS.DELETE': 'Eliminar',
  'USERS.DELETE_MEMBER': 'Eliminar a {nombre}',
  'USERS.DELETE_TITLE': 'Eliminar usuario',
  'MEMBER.DELETE_CONFIRM':
    '¿Estás seguro de que deseas eliminar a {nombre}? Sale de todas las listas; un Administrador puede restaurarlo desde Eliminados.',
  'MEMBER.DELETED': 'Usuario eliminado correctamente.',
  'MEMBER.DELETE_FAILED': 'Error al eliminar el usuario. Por favor, inténtalo de nuevo.',
  'MEMBER.RESTORE_FAILED': 'Error al restaurar el usuario. Por favor, inténtalo de nuevo.',

  // R44: 'Eliminados' and 'Restaurar' (Administrador).
  'DELETED_MEMBERS.OPEN': 'Eliminados',
  'DELETED_MEMBERS.TITLE': 'Usuarios eliminados',
  'DELETED_MEMBERS.DESCRIPTION':
    'Los usuarios eliminados, el último primero. Restaurar trae de vuelta al usuario con todo como estaba: plan, pagos, deuda, asistencias y medidas.',
  'DELETED_MEMBERS.EMPTY': 'No hay usuarios eliminados.',
  'DELETED_MEMBERS.BACK': 'Volver a Usuarios',
  'DELETED_MEMBERS.COLUMN_CEDULA': 'Cédula',
  'DELETED_MEMBERS.COLUMN_DELETED_AT': 'Eliminado el',
  'DELETED_MEMBERS.COLUMN_DELETED_BY': 'Eliminado por',
  'DELETED_MEMBERS.RESTORE': 'Restaurar',
  'DELETED_MEMBERS.RESTORE_MEMBER': 'Restaurar a {nombre}',
  'DELETED_MEMBERS.RESTORE_TITLE': 'Restaurar usuario',
  'DELETED_MEMBERS.RESTORE_CONFIRM':
    '¿Restaurar a {nombre}? Vuelve a Usuarios con su plan, sus pagos y su deuda como estaban al eliminarlo.',
  'DELETED_MEMBERS.RESTORED': '{nombre} está de nuevo en Usuarios.',
  'DELETED_MEMBERS.VIEW_PROFILE': 'Ver perfil',

  // The history's lines of its events (Historial de cambios, `npm run audit`, Actividad del personal).
  'AUDIT.MEMBER_REGISTERED': 'Usuario registrado: {nombre}, plan {plan}, ingreso {fecha}',
  'AUDIT.DETAILS_CHANGED': 'Datos cambiados: {cambios}',
  'AUDIT.PLAN_CHANGED': 'Plan cambiado de {antes} a {despues}',
  'AUDIT.JOINED_ON_CHANGED': 'Fecha de ingreso cambiada de {antes} a {despues}',
  'AUDIT.AMOUNT_PAID_CORRECTED': 'Pago realizado corregido de {antes} a {despues} (deuda {deuda})',
  'AUDIT.MEMBER_DELETED': 'Usuario eliminado: {nombre}',
  'AUDIT.MEMBER_RESTORED': 'Usuario restaurado: {nombre}',

  'AUDIT.MEMBER_IMPORTED':
    'Usuario importado del sistema anterior: {nombre}, plan {plan}, ingreso {fecha}, vence {vence}, pagado {pagado}, deuda {deuda} (documento {documento})',
  'AUDIT.MEMBER_IMPORTED_SHEET':
    'Usuario importado de {archivo} (fila {fila}): {nombre}, plan {plan}, precio {precio}, ingreso {fecha}, vence {vence}',
} as const;

export const memberRefusals = {
  'MEMBER.NAME_REQUIRED': { kind: 'bad_input', text: 'El nombre es obligatorio.' },
  'MEMBER.ADDRESS_REQUIRED': { kind: 'bad_input', text: 'La dirección es obligatoria.' },
  'MEMBER.PHONE_REQUIRED': { kind: 'bad_input', text: 'El teléfono es obligatorio.' },
  'MEMBER.PHONE_INVALID': { kind: 'bad_input', text: 'Número de teléfono inválido.' },
  'MEMBER.GENDER_INVALID': { kind: 'bad_input', text: 'Selecciona un género válido.' },
  'MEMBER.PLAN_INVALID': { kind: 'bad_input', text: 'Selecciona un plan válido.' },
  'MEMBER.JOINED_ON_INVALID': {
    kind: 'bad_input',
    text: 'La fecha de ingreso es obligatoria y debe ser una fecha válida.',
  },
  'MEMBER.BIRTHDAY_INVALID': { kind: 'bad_input', text: 'La fecha de cumpleaños no es válida.' },
  'MEMBER.WEIGHT_INVALID': { kind: 'bad_input', text: 'El peso debe ser un número entre 2 y 400 kg.' },
  'MEMBER.HEIGHT_INVALID': { kind: 'bad_input', text: 'La altura debe ser un número entre 50 y 250 cm.' },
  'MEMBER.HEIGHT_IN_METRES': { kind: 'bad_input', text: 'La altura va en centímetros (por ejemplo 170).' },
  'MEMBER.AMOUNT_PAID_REQUIRED': {
    kind: 'bad_input',
    text: 'Escribe el pago realizado (0 si no pagó nada).',
  },

  'MEMBER.CEDULA_INVALID': { kind: 'bad_input', text: 'La cédula debe tener solo números, entre 5 y 12 dígitos.' },
  'MEMBER.EMAIL_INVALID': {
    kind: 'bad_input',
    text: 'El correo electrónico no es válido. Escríbelo como nombre@dominio.com, o déjalo vacío.',
  },
  'MEMBER.CEDULA_TAKEN': { kind: 'conflict', text: 'La cédula {cedula} ya pertenece a {nombre}.' },
  'MEMBER.ALREADY_EXISTS': { kind: 'conflict', text: 'El usuario ya existe.' },
  'MEMBER.NOT_FOUND': { kind: 'not_found', text: 'Usuario no encontrado.' },
  /** R44: only a deleted member is restored. */
  'MEMBER.NOT_DELETED': { kind: 'conflict', text: '{nombre} no está eliminado: no hay nada que restaurar.' },
  /** R44: the cédula went to another member while this one was deleted. */
  'MEMBER.RESTORE_CEDULA_TAKEN': {
    kind: 'conflict',
    text: 'No se puede restaurar: la cédula {cedula} ahora pertenece a {nombre}.',
  },
} as const satisfies RefusalPart;
