// One `users` document of the original product (spec §3), with its linked documents, read into a
// `LegacyMember`; or every problem that keeps it out, so nothing of it is imported half-way.
import {
  debtFor,
  expiryFromTerms,
  formatDate,
  isVisitsPlan,
  MAX_HEIGHT_CM,
  MAX_WEIGHT_KG,
  MEMBER_TEXT_LIMITS,
  SPEC_PLANS,
  visitsOf,
  visitsPlanExpiry,
  type MemberDetails,
  type PlanCatalogue,
  type PlanDefinition,
  type PlanId,
} from '@gym/domain';
import { DocumentReader } from './firestore-document.reader.js';
import type { SourceDocument } from './firestore-export.read.js';
import { readAttendance, readBodyComposition, readMeasurementEntries, readPayments } from './firestore-history.read.js';
import { isBlank, readDecimal, readMoney, readText } from './firestore-values.js';
import { genderOf, planNamesOf, planOf, type LegacyAttendance, type LegacyMember } from './legacy-member.js';

export interface LinkedDocuments {
  readonly bodyCompositions: readonly SourceDocument[];
  readonly attendances: readonly SourceDocument[];
}

export type MemberReading =
  | { readonly ok: true; readonly member: LegacyMember }
  | { readonly ok: false; readonly name: string; readonly problems: readonly string[] };

type Membership = Pick<LegacyMember, 'planPrice' | 'amountPaid' | 'debt' | 'ticketDaysUsed' | 'expiresOn'>;

/**
 * `prices`: each plan's price in force on the day of the import (R24), for a member without
 * `precioPlan`; `catalogue`: the gym's plans (R38), whose names the plan cells are read by.
 */
export function readLegacyMember(
  doc: SourceDocument,
  linked: LinkedDocuments,
  timeZone: string,
  prices: Readonly<Record<PlanId, number>>,
  catalogue: PlanCatalogue = SPEC_PLANS,
): MemberReading {
  const reader = new DocumentReader(doc.fields, '', timeZone);
  const details = readDetails(reader);
  const found = planOf(doc.fields.plan, catalogue) ?? null;
  if (found === null) reader.problem('IMPORT.PLAN_UNKNOWN', 'plan', { planes: planNamesOf(catalogue) });
  const plan = found?.id ?? null;
  const joinedOn = reader.date('fechaIngreso', true);
  const membership = found && joinedOn ? readMembership(reader, found, joinedOn, prices[found.id] ?? 0) : null;
  const gender = details?.gender ?? null;
  const payments = readPayments(reader, doc.id, plan, catalogue);
  const measurements = [
    ...readMeasurementEntries(reader, doc.id, gender),
    ...linked.bodyCompositions.flatMap((record) => readBodyComposition(reader, record, gender)),
  ];
  const attendances = linked.attendances.flatMap((record) => readAttendance(reader, record));
  if (reader.problems.length > 0 || !details || !found || !plan || !joinedOn || !membership) {
    return { ok: false, name: details?.name ?? readText(doc.fields.nombre) ?? '', problems: reader.problems };
  }
  const expiresOn = ticketBookExpiresOn(reader, found, membership, attendances);
  const member = {
    documentId: doc.id,
    details,
    plan,
    planTerms: found.terms,
    joinedOn,
    ...membership,
    expiresOn,
    payments,
    measurements,
    attendances,
  };
  return { ok: true, member: { ...member, notes: reader.notes } };
}

function readDetails(reader: DocumentReader): MemberDetails | null {
  const name = reader.text('nombre', MEMBER_TEXT_LIMITS.name);
  if (name === '' && isBlank(reader.fields.nombre)) reader.problem('IMPORT.NAME_EMPTY', 'nombre');
  const gender = genderOf(reader.fields.genero);
  if (gender === undefined) reader.problem('IMPORT.GENDER_UNKNOWN', 'genero');
  const details = {
    name,
    address: reader.text('direccion', MEMBER_TEXT_LIMITS.address),
    phone: reader.text('telefono', MEMBER_TEXT_LIMITS.phone),
    birthday: reader.date('cumpleanos', false),
    notes: reader.text('observaciones', MEMBER_TEXT_LIMITS.notes),
    weightKg: reader.decimal('peso', MAX_WEIGHT_KG),
    heightCm: reader.decimal('altura', MAX_HEIGHT_CM),
  };
  return gender === undefined || name === '' ? null : { ...details, gender };
}

/** Balances as the original product last knew them; R5, R6 and R9 applied on the way in. */
function readMembership(
  reader: DocumentReader,
  plan: PlanDefinition,
  joinedOn: string,
  price: number,
): Membership | null {
  const visits = isVisitsPlan(plan.terms);
  const planPrice = reader.money('precioPlan', price);
  const amountPaid = reader.money('pagoRealizado', 0);
  const debt = planPrice === null || amountPaid === null ? null : readDebt(reader, debtFor(planPrice, amountPaid));
  const ticketDaysUsed = visits ? readTicketDays(reader, visitsOf(plan.terms)) : 0;
  const recorded = reader.date('fechaVencimiento', false);
  let expiresOn = visits && ticketDaysUsed === 0 ? null : recorded;
  if (!visits && recorded === null && isBlank(reader.fields.fechaVencimiento)) {
    expiresOn = expiryFromTerms(plan.terms, joinedOn);
    reader.note('IMPORT.NOTE_EXPIRY_COMPUTED', 'fechaVencimiento', { fecha: expiresOn ? formatDate(expiresOn) : '' });
  }
  if (planPrice === null || amountPaid === null || debt === null || ticketDaysUsed === null) return null;
  return { planPrice, amountPaid, debt, ticketDaysUsed, expiresOn };
}

/**
 * R5: a used ticket book expires 60 days after its first attendance. With used days and no recorded
 * expiry, that is its first attendance in the export; with no attendance either, none (and a note).
 */
function ticketBookExpiresOn(
  reader: DocumentReader,
  plan: PlanDefinition,
  membership: Membership,
  attendances: readonly LegacyAttendance[],
): string | null {
  if (membership.ticketDaysUsed === 0 || membership.expiresOn !== null) return membership.expiresOn;
  const first = attendances
    .map((attendance) => attendance.attendedOn)
    .sort()
    .at(0);
  const dias = membership.ticketDaysUsed;
  if (first === undefined) {
    reader.note('IMPORT.NOTE_TICKET_NO_EXPIRY', 'fechaVencimiento', { dias });
    return null;
  }
  const expiresOn = isVisitsPlan(plan.terms) ? visitsPlanExpiry(plan.terms, first) : first;
  reader.note('IMPORT.NOTE_TICKET_EXPIRY_COMPUTED', 'fechaVencimiento', {
    dias,
    fecha: formatDate(expiresOn),
    primera: formatDate(first),
  });
  return expiresOn;
}

/** `debe` as recorded, floored at 0 (R9: the original's profile edit could leave it negative). */
function readDebt(reader: DocumentReader, computed: number): number | null {
  const value = reader.fields.debe;
  if (isBlank(value)) return computed;
  const debt = readMoney(value);
  if (debt !== undefined && debt < 0) {
    reader.note('IMPORT.NOTE_DEBT_FLOORED', 'debe');
    return 0;
  }
  return reader.checkedMoney('debe', debt);
}

/** `diasHabiles`, the used days (R6), clamped to 0 – the plan's visits (15 for a Tiquetera). */
function readTicketDays(reader: DocumentReader, visits: number): number | null {
  const value = reader.fields.diasHabiles;
  if (isBlank(value)) return 0;
  const days = readDecimal(value);
  if (days === undefined) {
    reader.problem('IMPORT.NUMBER_INVALID', 'diasHabiles');
    return null;
  }
  const clamped = Math.min(visits, Math.max(0, Math.round(days)));
  if (clamped !== days) reader.note('IMPORT.NOTE_DAYS_CLAMPED', 'diasHabiles', { dias: clamped });
  return clamped;
}
