// The catalogue's texts of the profile's membership actions: renewing it (R30) and freezing it (R31).
export const membershipMessages = {
  'PROFILE.RENEW': 'Renovar Membresía',
  'PROFILE.RENEW_PLAN': 'Plan de la renovación',
  'PROFILE.RENEW_PERIOD': 'Del {desde} al {hasta}',
  'PROFILE.RENEW_PERIOD_TICKET_BOOK':
    'Tiquetera nueva desde el {desde}: 15 días, vence 60 días después del primer uso.',
  'PROFILE.RENEW_EXTENDS': 'Sigue a la membresía actual, que vence el {fecha}: no se pierde ningún día pagado.',
  'PROFILE.RENEW_STARTS_TODAY': 'La nueva membresía empieza hoy.',
  'PROFILE.RENEW_TICKET_DAYS_LOST': 'A la tiquetera actual le quedan {n} días sin usar: se perderán al renovar.',
  'PROFILE.RENEW_PRICE': 'Precio de {plan}: {precio}',
  'PROFILE.RENEW_HINT': 'Plan {plan}: {precio}. La nueva membresía empieza hoy.',
  'PROFILE.RENEW_AMOUNT': 'Monto pagado',
  'PROFILE.RENEW_CONFIRM': 'Renovar',
  'MEMBERSHIP.RENEWED': 'Membresía renovada correctamente.',
  'MEMBERSHIP.RENEW_FAILED': 'Error al renovar la membresía. Por favor, inténtalo de nuevo.',

  'PROFILE.FREEZE': 'Congelar',
  'PROFILE.FREEZE_TITLE': 'Congelar la membresía de {nombre}',
  'PROFILE.FREEZE_DAYS': 'Días',
  'PROFILE.FREEZE_DAYS_HINT': 'De 1 a 60 días.',
  'PROFILE.FREEZE_FROM': 'Desde',
  'PROFILE.FREEZE_FROM_HINT': 'Hoy o una fecha posterior; si es posterior, queda programado.',
  'PROFILE.FREEZE_REASON': 'Motivo',
  'PROFILE.FREEZE_REASON_HINT': 'Por ejemplo: viaje o lesión. Entre 5 y 200 caracteres.',
  'PROFILE.FREEZE_PREVIEW': 'Congelada del {desde} al {hasta}; el vencimiento pasa del {antes} al {despues}.',
  'PROFILE.FROZEN': 'Membresía congelada correctamente.',
  'PROFILE.FREEZE_FAILED': 'Error al congelar la membresía. Por favor, inténtalo de nuevo.',

  'PROFILE.UNFREEZE': 'Terminar congelamiento',
  'PROFILE.UNFREEZE_SCHEDULED': 'Cancelar congelamiento',
  'PROFILE.UNFREEZE_TEXT':
    '¿Terminar hoy el congelamiento de {nombre}? Se devuelven {dias} días sin usar: el vencimiento pasa del {antes} al {despues}.',
  'PROFILE.UNFROZEN': 'Congelamiento terminado correctamente.',
  'PROFILE.UNFREEZE_FAILED': 'Error al terminar el congelamiento. Por favor, inténtalo de nuevo.',

  // The freeze's row in the profile's plan.
  'PROFILE.FREEZE_ROW': 'Congelamiento',
  'PROFILE.FROZEN_UNTIL': 'Congelada hasta el {fecha}',
  'PROFILE.FREEZE_SCHEDULED': 'Programado del {desde} al {hasta}',
} as const;
