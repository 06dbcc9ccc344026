// Actividad del personal: which events are what a staff account did, whom each is about, and its
// Spanish sentence. A member's event says what its audit timeline says (`describeMemberEvent`); the
// others have their own lines here. A new event type is a line in STAFF_ACTIVITY_EVENT_TYPES (and, if
// it is not a member's, a case in `activitySubject` and `describeActivity`, which fail to compile
// without it).
import { planLabel, type PlanCatalogue } from '../plans/plan-catalogue.js';
import type { GymEvent } from '../events.js';
import { message, type MessageKey } from '../messages.js';
import { formatDate, localDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import { describeMemberEvent } from '../members/member.describe.js';
import { MEMBER_EVENT_TYPES, type MemberEvent } from '../members/member.events.js';

/**
 * What the owner reads in a staff account's day: money, dates and corrections, members added and
 * removed, accounts and prices changed. Check-ins, attendances and measures are the front desk's
 * routine, hundreds a day, and have their own screens (Asistencia, Composición Corporal).
 */
export const STAFF_ACTIVITY_EVENT_TYPES = [
  'MemberRegistered',
  'MemberImported',
  'MemberDetailsChanged',
  'MemberPlanChanged',
  'AmountPaidCorrected',
  'PaymentRecorded',
  'MembershipRenewed',
  'TicketBookReset',
  'PaymentVoided',
  'MembershipFrozen',
  'MembershipUnfrozen',
  'MemberDeleted',
  'MemberAuthorizationRecorded',
  'MemberRestored',
  'MemberSensitiveAuthorizationRevoked',
  'MemberSuppressed',
  'StaffAccountCreated',
  'StaffRoleChanged',
  'StaffDisplayNameChanged',
  'StaffPasswordChanged',
  'StaffAccountDisabled',
  'StaffAccountEnabled',
  'PlanPriceChanged',
  'CashDayClosed',
  'CashDayReopened',
  'DataRequestReceived',
  'DataRequestAnswered',
  'ReminderSent',
  'ReminderSkipped',
  'ReminderTemplatesChanged',
  'ReceptionDiscountLimitChanged',
  'TurnoOpened',
  'CashWithdrawn',
  'TurnoClosed',
  'ProductCreated',
  'ProductEdited',
  'ProductArchived',
  'ProductStockReceived',
  'ProductStockAdjusted',
  'SaleRecorded',
  'SaleVoided',
] as const satisfies readonly GymEvent['type'][];

export type StaffActivityEventType = (typeof STAFF_ACTIVITY_EVENT_TYPES)[number];

/** Issue 41: what the screen filters by, the kind of action. */
export const ACTIVITY_KINDS = ['money', 'members', 'accounts', 'cash', 'prices', 'reminders'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const KIND_OF: { readonly [T in StaffActivityEventType]: ActivityKind } = {
  MemberRegistered: 'members',
  MemberImported: 'members',
  MemberDetailsChanged: 'members',
  MemberPlanChanged: 'members',
  AmountPaidCorrected: 'money',
  PaymentRecorded: 'money',
  MembershipRenewed: 'money',
  TicketBookReset: 'members',
  PaymentVoided: 'money',
  MembershipFrozen: 'members',
  MembershipUnfrozen: 'members',
  MemberDeleted: 'members',
  MemberAuthorizationRecorded: 'members',
  MemberRestored: 'members',
  MemberSensitiveAuthorizationRevoked: 'members',
  MemberSuppressed: 'members',
  StaffAccountCreated: 'accounts',
  StaffRoleChanged: 'accounts',
  StaffDisplayNameChanged: 'accounts',
  StaffPasswordChanged: 'accounts',
  StaffAccountDisabled: 'accounts',
  StaffAccountEnabled: 'accounts',
  PlanPriceChanged: 'prices',
  CashDayClosed: 'cash',
  CashDayReopened: 'cash',
  DataRequestReceived: 'members',
  DataRequestAnswered: 'members',
  ReminderSent: 'reminders',
  ReminderSkipped: 'reminders',
  ReminderTemplatesChanged: 'reminders',
  ReceptionDiscountLimitChanged: 'prices',
  TurnoOpened: 'cash',
  CashWithdrawn: 'cash',
  TurnoClosed: 'cash',
  ProductCreated: 'prices',
  ProductEdited: 'prices',
  ProductArchived: 'prices',
  ProductStockReceived: 'prices',
  ProductStockAdjusted: 'prices',
  SaleRecorded: 'money',
  SaleVoided: 'money',
};

export function activityKind(record: { readonly type: StaffActivityEventType }): ActivityKind {
  return KIND_OF[record.type];
}
export type StaffActivityEvent = Extract<GymEvent, { readonly type: StaffActivityEventType }>;

type WithoutSecret<E> = E extends { readonly type: infer T; readonly data: infer D }
  ? D extends { readonly passwordHash: string }
    ? { readonly type: T; readonly data: Omit<D, 'passwordHash'> }
    : E
  : never;

/** An activity as kept: the event without what must never leave the staff streams (a password hash). */
export type StaffActivityRecord = WithoutSecret<StaffActivityEvent>;

export function isStaffActivityEvent(event: GymEvent): event is StaffActivityEvent {
  return (STAFF_ACTIVITY_EVENT_TYPES as readonly string[]).includes(event.type);
}

export function activityRecord(event: StaffActivityEvent): StaffActivityRecord {
  if (!('passwordHash' in event.data)) return event;
  const { passwordHash: _secret, ...data } = event.data;
  return { type: event.type, data } as StaffActivityRecord;
}

/**
 * Issue 41: whether the event is a line of its own. R43: a saldo migrado is part of its member's
 * import, no money taken that day: the import's line says it. R41: a turno opened by itself is part
 * of the payment that opened it (its line says the money); a turno opened with a base is a line.
 */
export function isListedActivity(record: StaffActivityRecord): boolean {
  if (record.type === 'TurnoOpened') return !record.data.automatic;
  return !(record.type === 'PaymentRecorded' && record.data.paymentType === 'opening_balance');
}

/**
 * Issue 41: the rows one account imported from one file on one (UTC) day are one line, not one per
 * member: the key they share, or null for an event that is a line of its own.
 */
export function activityGroupKey(record: StaffActivityRecord, staffId: string, occurredAt: string): string | null {
  if (record.type !== 'MemberImported') return null;
  const { source } = record.data;
  const file = source.system === 'spreadsheet' ? source.file : source.system;
  return `import:${staffId}:${occurredAt.slice(0, 10)}:${file}`;
}

/** The line of a group of imported rows: how many and from which file. */
export function describeImportGroup(rows: number, record: StaffActivityRecord): string {
  const source = record.type === 'MemberImported' ? record.data.source : null;
  const archivo = source?.system === 'spreadsheet' ? source.file : message('ACTIVITY.FIRESTORE_SOURCE');
  return message(rows === 1 ? 'ACTIVITY.IMPORT_GROUP_ONE' : 'ACTIVITY.IMPORT_GROUP', { n: rows, archivo });
}

/** Whom an activity is about: a member, a staff account, or the gym itself (its prices). */
export type ActivitySubject =
  | { readonly kind: 'member'; readonly id: string }
  | { readonly kind: 'staff'; readonly id: string }
  | { readonly kind: 'gym' };

const isMemberRecord = (record: StaffActivityRecord): record is Extract<StaffActivityRecord, MemberEvent> =>
  (MEMBER_EVENT_TYPES as readonly string[]).includes(record.type);

export function activitySubject(record: StaffActivityRecord): ActivitySubject {
  if (isMemberRecord(record)) return { kind: 'member', id: record.data.memberId };
  switch (record.type) {
    case 'StaffAccountCreated':
    case 'StaffRoleChanged':
    case 'StaffDisplayNameChanged':
    case 'StaffPasswordChanged':
    case 'StaffAccountDisabled':
    case 'StaffAccountEnabled':
      return { kind: 'staff', id: record.data.staffId };
    case 'ReminderSent':
    case 'ReminderSkipped':
      return { kind: 'member', id: record.data.memberId };
    case 'PlanPriceChanged':
    case 'ReminderTemplatesChanged':
    case 'ReceptionDiscountLimitChanged':
    case 'CashDayClosed':
    case 'CashDayReopened':
    case 'TurnoOpened':
    case 'CashWithdrawn':
    case 'TurnoClosed':
    case 'ProductCreated':
    case 'ProductEdited':
    case 'ProductArchived':
    case 'ProductStockReceived':
    case 'ProductStockAdjusted':
      return { kind: 'gym' };
    case 'SaleRecorded':
    case 'SaleVoided':
      // R40: about the member when the sale names one; else about the gym's till.
      return record.data.memberId === undefined ? { kind: 'gym' } : { kind: 'member', id: record.data.memberId };
    case 'DataRequestReceived':
    case 'DataRequestAnswered':
      // R49: about the member when the request names one; else about the gym's register.
      return record.data.memberId === undefined ? { kind: 'gym' } : { kind: 'member', id: record.data.memberId };
    default: {
      const unknown: never = record;
      throw new Error(`No subject for activity ${JSON.stringify(unknown)}`);
    }
  }
}

/** What the sentence needs besides the record: who it is about, who did it, when, and the gym's time zone. */
export interface ActivityContext {
  /** The staff account it is about, by name (staff events). */
  readonly accountName: string;
  /** Whether the account acted on itself ('Cambió su contraseña'). */
  readonly ownAccount: boolean;
  readonly occurredAt: string;
  readonly timeZone: string;
  /** The gym's plans (R38), so a sentence names a plan by its name; the spec plans until given. */
  readonly plans?: PlanCatalogue;
}

const role = (value: string): string => message(`ROLE.${value}` as MessageKey);

export function describeActivity(record: StaffActivityRecord, context: ActivityContext): string {
  if (isMemberRecord(record)) return describeMemberActivity(record, context);
  const cuenta = context.accountName;
  switch (record.type) {
    case 'StaffAccountCreated':
      return message('ACTIVITY.STAFF_CREATED', { cuenta, rol: role(record.data.role ?? 'reception') });
    case 'StaffRoleChanged':
      return message('ACTIVITY.STAFF_ROLE_CHANGED', {
        cuenta,
        antes: role(record.data.previousRole),
        despues: role(record.data.role),
      });
    case 'StaffDisplayNameChanged':
      return message('ACTIVITY.STAFF_NAME_CHANGED', {
        antes: record.data.previousDisplayName,
        despues: record.data.displayName,
      });
    case 'StaffPasswordChanged':
      return context.ownAccount
        ? message('ACTIVITY.OWN_PASSWORD_CHANGED')
        : message('ACTIVITY.STAFF_PASSWORD_CHANGED', { cuenta });
    case 'StaffAccountDisabled':
      return message('ACTIVITY.STAFF_DISABLED', { cuenta });
    case 'StaffAccountEnabled':
      return message('ACTIVITY.STAFF_ENABLED', { cuenta });
    case 'PlanPriceChanged':
      return message('ACTIVITY.PRICE_CHANGED', {
        plan: planLabel(record.data.plan, context.plans),
        antes: formatMoney(record.data.previousPrice),
        despues: formatMoney(record.data.price),
        fecha: formatDate(record.data.effectiveFrom),
      });
    case 'CashDayClosed':
      return message('ACTIVITY.CASH_DAY_CLOSED', {
        fecha: formatDate(record.data.day),
        contado: formatMoney(record.data.countedCash),
        diferencia: cashDifference(record.data.difference),
      });
    case 'CashDayReopened':
      return message('ACTIVITY.CASH_DAY_REOPENED', { fecha: formatDate(record.data.day), motivo: record.data.reason });
    case 'DataRequestReceived':
      return message('ACTIVITY.DATA_REQUEST_RECEIVED', {
        tipo: message(`DATA_REQUEST_KIND_ARTICLE.${record.data.kind}`),
        nombre: record.data.memberName,
        fecha: formatDate(record.data.receivedOn),
        vence: formatDate(record.data.dueOn),
      });
    case 'DataRequestAnswered':
      return message('ACTIVITY.DATA_REQUEST_ANSWERED', {
        tipo: message(`DATA_REQUEST_KIND_ARTICLE.${record.data.kind}`),
        fecha: formatDate(record.data.answeredOn),
      });
    case 'ReminderSent':
    case 'ReminderSkipped':
      return describeReminderMark(record);
    case 'ReceptionDiscountLimitChanged':
      return message('ACTIVITY.DISCOUNT_LIMIT_CHANGED', {
        antes: record.data.previousPercent,
        despues: record.data.percent,
      });
    case 'ReminderTemplatesChanged':
      return message('ACTIVITY.REMINDER_TEMPLATES_CHANGED', {
        tipos: record.data.changed.map((kind) => message(`REMINDER.KIND.${kind}`)).join(', '),
      });
    case 'TurnoOpened': {
      const fecha = formatDate(record.data.day);
      return record.data.automatic
        ? message('ACTIVITY.TURNO_OPENED_AUTOMATIC', { fecha })
        : message('ACTIVITY.TURNO_OPENED', { fecha, base: formatMoney(record.data.base) });
    }
    case 'CashWithdrawn':
      return message('ACTIVITY.CASH_WITHDRAWN', {
        fecha: formatDate(record.data.day),
        monto: formatMoney(record.data.amount),
        motivo: record.data.reason,
      });
    case 'TurnoClosed':
      return message('ACTIVITY.TURNO_CLOSED', {
        fecha: formatDate(record.data.day),
        contado: formatMoney(record.data.countedCash),
        diferencia: cashDifference(record.data.difference),
      });
    case 'ProductCreated':
    case 'ProductEdited':
    case 'ProductArchived':
    case 'ProductStockReceived':
    case 'ProductStockAdjusted':
    case 'SaleRecorded':
    case 'SaleVoided':
      return describeProductActivity(record);
    default: {
      const unknown: never = record;
      throw new Error(`No sentence for activity ${JSON.stringify(unknown)}`);
    }
  }
}

type ProductActivity = Extract<
  StaffActivityRecord,
  {
    type:
      | 'ProductCreated'
      | 'ProductEdited'
      | 'ProductArchived'
      | 'ProductStockReceived'
      | 'ProductStockAdjusted'
      | 'SaleRecorded'
      | 'SaleVoided';
  }
>;

/** R40: a product created, edited, archived or stocked; a sale and its void. */
function describeProductActivity(record: ProductActivity): string {
  switch (record.type) {
    case 'ProductCreated':
      return message('ACTIVITY.PRODUCT_CREATED', {
        producto: record.data.name,
        precio: formatMoney(record.data.price),
        n: record.data.stock,
      });
    case 'ProductEdited':
      return message('ACTIVITY.PRODUCT_EDITED', { producto: record.data.name, precio: formatMoney(record.data.price) });
    case 'ProductArchived':
      return message('ACTIVITY.PRODUCT_ARCHIVED', { producto: record.data.name });
    case 'ProductStockReceived':
    case 'ProductStockAdjusted': {
      const { name: producto, units: n, stockAfter: quedan, reason: motivo } = record.data;
      const key =
        record.type === 'ProductStockReceived' ? 'ACTIVITY.PRODUCT_STOCK_RECEIVED' : 'ACTIVITY.PRODUCT_STOCK_ADJUSTED';
      return message(key, { producto, n, quedan, motivo });
    }
    case 'SaleRecorded':
      return message('ACTIVITY.SALE_RECORDED', {
        productos: record.data.lines
          .map((line) => message('SALES.LINE', { cantidad: line.quantity, producto: line.name }))
          .join(', '),
        monto: formatMoney(record.data.total),
        medio: message(`PAYMENT_METHOD.${record.data.method}`),
      });
    case 'SaleVoided':
      return message('ACTIVITY.SALE_VOIDED', {
        monto: formatMoney(record.data.total),
        fecha: formatDate(record.data.soldOn),
        motivo: record.data.reason,
      });
    default: {
      const unknown: never = record;
      throw new Error(`No sentence for activity ${JSON.stringify(unknown)}`);
    }
  }
}

/** R50: which reminder was marked, of what day, and (skipped) why. */
function describeReminderMark(
  record: Extract<StaffActivityRecord, { type: 'ReminderSent' | 'ReminderSkipped' }>,
): string {
  const tipo = message(`REMINDER.KIND.${record.data.kind}`);
  const sobre = formatDate(record.data.about);
  return record.type === 'ReminderSent'
    ? message('ACTIVITY.REMINDER_SENT', { tipo, sobre })
    : message('ACTIVITY.REMINDER_SKIPPED', { tipo, sobre, motivo: record.data.reason });
}

function cashDifference(difference: number): string {
  if (difference === 0) return message('CASH_CLOSING.EXACT');
  const monto = formatMoney(Math.abs(difference));
  return message(difference > 0 ? 'CASH_CLOSING.SURPLUS' : 'CASH_CLOSING.SHORTAGE', { monto });
}

/**
 * The audit timeline's sentence; a payment dated another day than the one it was recorded on says
 * that day too (R33: the day a payment counts for is what an owner checks).
 */
function describeMemberActivity(record: MemberEvent, { occurredAt, timeZone, plans }: ActivityContext): string {
  const sentence = describeMemberEvent(record, plans);
  if (record.type !== 'PaymentRecorded' || record.data.paymentType === 'initial') return sentence;
  if (record.data.paymentType === 'opening_balance') return sentence;
  const { paidOn } = record.data;
  if (paidOn === localDate(occurredAt, timeZone)) return sentence;
  return message('ACTIVITY.DATED_ON', { frase: sentence, fecha: formatDate(paidOn) });
}
