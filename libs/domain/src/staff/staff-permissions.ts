// What each staff role may do (R25): the one table the server's guard, the deciders and the
// screens read. An action not listed here is open to every signed-in account.
import type { StaffRole } from './staff-roles.js';

const ADMINISTRADOR: readonly StaffRole[] = ['admin'];
const EVERY_ROLE: readonly StaffRole[] = ['admin', 'reception'];

export const PERMISSIONS = {
  /** R25: create, disable or re-enable staff; change another account's password or role. */
  'staff.manage': ADMINISTRADOR,
  /** R24, R25: plan prices and their history. */
  'prices.manage': ADMINISTRADOR,
  /** Issue 30: the gym's details printed on receipts and on the cash closing. */
  'gym.manage': ADMINISTRADOR,
  /** R50: the reminders' WhatsApp texts (reading and marking reminders is for every account). */
  'reminders.templates': ADMINISTRADOR,
  /** R22, R25. */
  'members.delete': ADMINISTRADOR,
  /** R51: 'Renovar carnet' (the first card is for every account). */
  'members.renewCard': ADMINISTRADOR,
  /** R44: 'Eliminados' and 'Restaurar'. */
  'members.restore': ADMINISTRADOR,
  /** R48: the member's rights — the data report, the revocation of sensitive data, the supresión. */
  'members.rights': ADMINISTRADOR,
  /** R25: 'Pago realizado' changed directly in the profile edit. */
  'members.correctAmountPaid': ADMINISTRADOR,
  /** R25: the Auditoría screen and its API. */
  'audit.read': ADMINISTRADOR,
  /** R25: a projection rebuild. */
  'projections.rebuild': ADMINISTRADOR,
  /** R29, R33: voiding a payment. */
  'payments.void': ADMINISTRADOR,
  /** R31, R33: freezing a membership and ending a freeze. */
  'members.freeze': ADMINISTRADOR,
  /** R32, R33: reopening a closed day (closing one is for every account). */
  'cashDays.reopen': ADMINISTRADOR,
  /** R41: opening a turno, a cash withdrawal, closing a turno: the desk's own work, both roles. */
  'turnos.operate': EVERY_ROLE,
  /** R34: members brought in from a spreadsheet. */
  'members.import': ADMINISTRADOR,
  /** The whole gym as one workbook (members, payments, measures, visits). */
  'gym.export': ADMINISTRADOR,

  // R33: what Recepción may not do either, because each gives free time or shows the gym's money.
  /** R33: the Fecha de ingreso of an existing member, in the profile edit. */
  'members.changeEntryDate': ADMINISTRADOR,
  /** R33: 'Reiniciar Tiquetera'. */
  'members.resetTicketBook': ADMINISTRADOR,
  /** R33: a payment dated any day but today (Recepción's are dated today). */
  'payments.dateAnyDay': ADMINISTRADOR,
  /**
   * R33: the gym's money totals: the dashboard's income cards, pending debts total and income
   * history, the global payments history and its CSV, the cierre of a day other than today.
   */
  'reports.gymMoney': ADMINISTRADOR,
  /** Actividad del personal: what each staff account did on a day. */
  'staff.readActivity': ADMINISTRADOR,
  /** R49: the register of the members' data requests (consultas and reclamos) and their answers. */
  'dataRequests.manage': ADMINISTRADOR,
  /** R40: creating, editing and archiving products, stock arrivals and adjustments (every account sees the stock and sells). */
  'products.manage': ADMINISTRADOR,
  /** R40 + R29: voiding a sale. */
  'sales.void': ADMINISTRADOR,
} as const satisfies Readonly<Record<string, readonly StaffRole[]>>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** Whether an account of `role` may do `permission`; no role (no account) may do nothing listed. */
export function may(role: StaffRole | undefined, permission: Permission): boolean {
  return role !== undefined && PERMISSIONS[permission].includes(role);
}

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}
