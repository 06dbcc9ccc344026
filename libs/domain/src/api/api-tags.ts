// The groups of the API's operations (OpenAPI tags), each described in English for the technician
// who reads the contract; an operation names its group, so no group goes undescribed.
export const API_TAGS = {
  sesión: "Signing in and out, the signed-in account ('Mi cuenta') and what the sign-in page needs.",
  personal: "Staff accounts and their roles (R25): the 'Personal' screen.",
  configuración: "The plans' prices (R24) and the gym's details printed on receipts and on the cash closing.",
  usuarios:
    'Members: the list, the look-up before registering, the profile, and registering, editing, deleting and freezing.',
  pagos: "A member's money: recording a payment, renewing, voiding, and the payment histories.",
  asistencia: "A Tiquetera's attendance and every plan's visits.",
  'composición corporal': "Body-composition measures, a member's and the whole gym's.",
  importación: 'Members brought in from a spreadsheet (R34).',
  exportación: 'Members, payments and the whole gym out as CSV or .xlsx, under the headers the import reads.',
  ingreso: 'The check-in desk (R28): finding a member as it is typed or scanned, and recording the visit.',
  dashboard: "The dashboard's figures, alerts and lists.",
  recepción: "The front desk's day: the cash closing (R32) and payment receipts.",
  auditoría: "Auditing: a member's events and past states, every member ever registered, and the staff's activity.",
  'datos personales': "The members' data requests (R49): consultas and reclamos with their business-day deadlines.",
  recordatorios: "Today's reminders to members by WhatsApp (R50), their marks and the owner's templates.",
  productos:
    'The products sold at the desk (R40): their stock, arrivals and adjustments, and sales with their receipts and voids.',
  operación: 'Running the app: its health, and rebuilding projections.',
} as const satisfies Readonly<Record<string, string>>;

export type ApiTag = keyof typeof API_TAGS;
