// The catalogue's names of the domain's values, wherever they show: plans, statuses, genders, payments, roles, fields.
export const domainLabelMessages = {
  'PLAN.fortnight': 'Quincena',
  'PLAN.monthly': 'Mensualidad',
  'PLAN.ticket_book': 'Tiquetera',
  'EXPIRY.TICKET_BOOK_NONE': 'N/A (Tiquetera)',
  'TICKET_BOOK_STATE.exhausted': 'Agotada',
  'TICKET_BOOK_STATE.expired': 'Vencida',

  'STATUS.debt': 'Con Deuda',
  'STATUS.expired': 'Vencido',
  'STATUS.active': 'Activo',
  'STATUS.frozen': 'Congelado',

  'GENDER.male': 'Masculino',
  'GENDER.female': 'Femenino',

  'PAYMENT_TYPE.additional': 'Pago adicional',
  'PAYMENT_TYPE.installment': 'Abono',
  'PAYMENT_TYPE.renewal': 'Renovación',
  'PAYMENT_TYPE.initial': 'Pago inicial',
  'PAYMENT_TYPE.opening_balance': 'Saldo migrado',

  'PAYMENT_METHOD.cash': 'Efectivo',
  'PAYMENT_METHOD.nequi': 'Nequi',
  'PAYMENT_METHOD.daviplata': 'Daviplata',
  'PAYMENT_METHOD.transfer': 'Transferencia',
  'PAYMENT_METHOD.card': 'Tarjeta',
  'PAYMENT_METHOD.unspecified': 'Sin especificar',

  'ROLE.admin': 'Administrador',
  'ROLE.reception': 'Recepción',

  // A member's fields: the forms' labels and the names in the history's 'Datos cambiados'.
  'FIELD.name': 'Nombre',
  'FIELD.cedula': 'Cédula',
  'FIELD.address': 'Dirección',
  'FIELD.phone': 'Teléfono',
  'FIELD.gender': 'Género',
  'FIELD.birthday': 'Cumpleaños',
  'FIELD.notes': 'Observaciones',
  'FIELD.weightKg': 'Peso (kg)',
  'FIELD.heightCm': 'Altura (cm)',
  'FIELD.plan': 'Plan',
  'FIELD.joinedOn': 'Fecha de ingreso',
  'FIELD.amountPaid': 'Pago realizado',
} as const;
