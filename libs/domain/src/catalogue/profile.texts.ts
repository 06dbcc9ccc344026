// The catalogue's texts of a member's profile: header, personal data and editing, plan, health, payments, visits.
export const profileMessages = {
  'PROFILE.TITLE': 'Perfil del Usuario',
  'PROFILE.BACK': '← Volver a Usuarios',
  'PROFILE.EDIT': 'Editar Perfil',
  'PROFILE.SAVE': 'Guardar Cambios',
  'MEMBER.UPDATED': 'Información del usuario actualizada correctamente.',
  'MEMBER.UPDATE_FAILED': 'Error al actualizar el usuario. Por favor, inténtalo de nuevo.',
  'PROFILE.FIX_STORED': 'Corrígelo con «Editar Perfil».',

  'PROFILE.PERSONAL_INFO': 'Información Personal',
  'PROFILE.PLAN_AND_PAYMENTS': 'Plan y Pagos',
  'PROFILE.PLAN_PRICE': 'Precio del plan',
  'PROFILE.DEBT': 'Deuda',
  'PROFILE.EXPIRES_ON': 'Fecha de vencimiento',

  // What Recepción may not change (R33).
  'PROFILE.AMOUNT_PAID_ADMIN_ONLY': 'Solo un Administrador lo corrige aquí; registra el dinero como pago o renovación.',
  'PROFILE.JOINED_ON_ADMIN_ONLY': 'Solo un Administrador cambia la fecha de ingreso.',

  'PROFILE.HEALTH_METRICS': 'Métricas de Salud',
  'PROFILE.HEIGHT_M': 'Altura (m)',
  'PROFILE.IMC': 'IMC',
  'PROFILE.IMC_CATEGORY': 'Categoría IMC',
  'PROFILE.IMC_PREVIEW': 'IMC calculado: {imc} ({categoria})',
  'BMI.underweight': 'Bajo peso',
  'BMI.normal': 'Peso normal',
  'BMI.overweight': 'Sobrepeso',
  'BMI.obesity1': 'Obesidad grado I',
  'BMI.obesity2': 'Obesidad grado II',
  'BMI.obesity3': 'Obesidad grado III',

  'PROFILE.PAYMENTS': 'Historial de Pagos',
  'PROFILE.TOTAL_PAID': 'Total pagado: {monto}',
  'PROFILE.RECENT_PAYMENTS': 'Los {shown} pagos más recientes de {total}',
  'PAYMENTS.EMPTY_MEMBER': 'No hay pagos registrados.',

  'PROFILE.VISITS': 'Historial de Visitas',
  'VISIT.EMPTY': 'No hay visitas registradas.',
} as const;
