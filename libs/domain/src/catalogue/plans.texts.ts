// The catalogue's texts and refusals of the gym's plans (R38): the 'Planes' screen in Configuración,
// its form and its refusals, and the history lines of the plans stream.
import type { RefusalPart } from './refusal-kinds.js';

export const plansMessages = {
  'NAV.PLANS': 'Planes',
  'PLANS.TITLE': 'Planes',
  'PLANS.INTRO':
    'Los planes que vende el gimnasio. Un plan archivado no se ofrece a miembros nuevos ni en renovaciones; quienes ya lo tienen lo conservan. Un plan nunca se borra.',
  'PLANS.NAME': 'Nombre',
  'PLANS.KIND': 'Tipo',
  'PLANS.KIND.time': 'Por tiempo',
  'PLANS.KIND.visits': 'Por visitas',
  'PLANS.LENGTH': 'Duración',
  'PLANS.UNIT': 'Unidad',
  'PLANS.UNIT.days': 'Días',
  'PLANS.UNIT.months': 'Meses',
  'PLANS.VISITS': 'Visitas',
  'PLANS.VALID_DAYS': 'Válidas por (días)',
  'PLANS.VALID_DAYS_HINT': 'Días desde la primera visita; no menos que las visitas.',
  'PLANS.PRICE': 'Precio',
  'PLANS.PRICE_FROM': 'Desde',
  'PLANS.TERMS.days': '{n} días',
  'PLANS.TERMS.months': '{n} meses',
  'PLANS.TERMS.month': '1 mes',
  'PLANS.TERMS.visits': '{n} visitas, válidas {d} días desde la primera',
  'PLANS.ARCHIVED_BADGE': 'Archivado',
  'PLANS.CREATE': 'Crear plan',
  'PLANS.CREATE_TITLE': 'Nuevo plan',
  'PLANS.CREATED': 'Plan creado correctamente.',
  'PLANS.RENAME': 'Cambiar nombre',
  'PLANS.RENAMED': 'Nombre del plan cambiado.',
  'PLANS.ARCHIVE': 'Archivar',
  'PLANS.ARCHIVE_TEXT':
    '¿Archivar el plan {plan}? No se ofrecerá a miembros nuevos ni en renovaciones; quienes ya lo tienen lo conservan.',
  'PLANS.ARCHIVED': 'Plan archivado.',
  'PLANS.SCHEDULE_PRICE': 'Programar precio',
  'PLANS.PRICE_SCHEDULED': 'Precio programado.',
  'PLANS.SCHEDULED': 'Desde el {fecha}: {precio}',
  'PLANS.SAVE': 'Guardar',
  'PLANS.SAVE_FAILED': 'Error al guardar el plan. Por favor, inténtalo de nuevo.',
  'PLANS.LOAD_FAILED': 'No se pudieron cargar los planes.',
  'AUDIT.PLAN_CREATED': 'Plan {plan} creado ({condiciones}).',
  'AUDIT.PLAN_RENAMED': 'Plan {antes} renombrado a {despues}.',
  'AUDIT.PLAN_ARCHIVED': 'Plan {plan} archivado.',
  'AUDIT.PLAN_PRICE_SCHEDULED': 'Precio de {plan}: {precio} desde el {fecha}.',
} as const;

export const plansRefusals = {
  'PLAN.NAME_INVALID': { kind: 'bad_input', text: 'El nombre del plan debe tener entre 2 y 40 caracteres.' },
  'PLAN.NAME_TAKEN': { kind: 'conflict', text: 'Ya existe un plan llamado {plan}.' },
  'PLAN.UNITS_INVALID': {
    kind: 'bad_input',
    text: 'La duración o las visitas deben ser un número entero entre 1 y 1.000.',
  },
  'PLAN.VALID_DAYS_INVALID': {
    kind: 'bad_input',
    text: 'Los días de validez deben ser un número entero entre 1 y 1.000.',
  },
  'PLAN.VALID_UNDER_VISITS': {
    kind: 'bad_input',
    text: 'Los días de validez ({d}) no pueden ser menos que las visitas ({n}).',
  },
  'PLAN.NOT_FOUND': { kind: 'not_found', text: 'El plan no existe.' },
  'PLAN.ALREADY_EXISTS': { kind: 'conflict', text: 'El plan ya existe.' },
  'PLAN.ARCHIVED': { kind: 'rule', text: 'El plan {plan} está archivado.' },
  'PLAN.ALREADY_ARCHIVED': { kind: 'conflict', text: 'El plan {plan} ya está archivado.' },
} as const satisfies RefusalPart;
