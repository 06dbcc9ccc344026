// The catalogue's texts of the Dashboard: the summary cards, the alert lists, birthdays, plans, income and visits.
export const dashboardMessages = {
  'DASHBOARD.MONTH': 'Mes de ingresos',
  'DASHBOARD.TOTAL_MEMBERS': 'Total Usuarios',
  'DASHBOARD.ACTIVE_MEMBERS': 'Usuarios Activos',
  'DASHBOARD.TOTAL_INCOME': 'Ingresos Totales',
  'DASHBOARD.MONTH_INCOME': 'Ingresos del Mes',
  'DASHBOARD.PENDING_DEBTS': 'Deudas Pendientes',

  'DASHBOARD.ABOUT_TO_EXPIRE': 'Por Vencer (próximos 5 días)',
  'DASHBOARD.NO_ABOUT_TO_EXPIRE': 'Ninguna membresía vence en los próximos 5 días.',
  'DASHBOARD.EXPIRES_TODAY': 'Vence hoy',
  'DASHBOARD.EXPIRES_TOMORROW': 'Vence mañana',
  'DASHBOARD.EXPIRES_IN': 'Vence en {n} días',
  'DASHBOARD.EXPIRED': 'Membresías Vencidas',
  'DASHBOARD.NO_EXPIRED': 'No hay membresías vencidas.',
  'DASHBOARD.EXPIRED_YESTERDAY': 'Venció ayer',
  'DASHBOARD.EXPIRED_AGO': 'Venció hace {n} días',
  'DASHBOARD.WITH_DEBT': 'Usuarios con Deuda',
  'DASHBOARD.NO_DEBT': 'Ningún usuario tiene deuda.',
  'DASHBOARD.OWES': 'Debe {monto}',

  'DASHBOARD.BIRTHDAYS': 'Cumpleaños (próximos 30 días)',
  'DASHBOARD.NO_BIRTHDAYS': 'No hay cumpleaños en los próximos 30 días.',
  'DASHBOARD.BIRTHDAY_TOMORROW': 'Mañana',
  'DASHBOARD.BIRTHDAY_IN': 'En {n} días',

  'DASHBOARD.PLAN_DISTRIBUTION': 'Distribución de Planes',
  'DASHBOARD.PLAN_PRICE': '{plan} · {precio}',

  'DASHBOARD.MONTHLY_INCOME': 'Historial de Ingresos Mensuales',
  'DASHBOARD.NO_INCOME': 'Aún no hay ingresos registrados.',
  'DASHBOARD.INCOME_CHART': 'Gráfico de ingresos mensuales',
  'DASHBOARD.INCOME_CHART_SUMMARY': 'Ingresos por mes: {meses}',
  'COLUMN.MONTH': 'Mes',
  'COLUMN.INCOME': 'Ingresos',

  // Who stopped coming, and the visits per day (R28).
  'DASHBOARD.ABSENT': 'Sin venir hace 14 días o más',
  'DASHBOARD.NO_ABSENT': 'Todos los usuarios activos vinieron en los últimos 14 días.',
  'DASHBOARD.ABSENT_DAYS': 'Hace {n} días',
  'DASHBOARD.LAST_VISIT': 'Última visita {fecha}',
  'DASHBOARD.NEVER_VISITED': 'Sin visitas desde su ingreso el {fecha}',
  'DASHBOARD.NEVER_VISITED_SINCE_IMPORT': 'Sin visitas desde su importación el {fecha}',
  'DASHBOARD.VISITS_PER_DAY': 'Visitas por día (últimos 30 días)',
  'DASHBOARD.VISITS_CHART': 'Gráfico de visitas por día',
  'COLUMN.VISITS': 'Visitas',
} as const;
