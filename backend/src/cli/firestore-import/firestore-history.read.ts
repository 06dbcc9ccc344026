// A member's history in the original product: `historialPagos` and `historialMedidas` entries of
// its document, and its `bodyCompositions` and `attendances` documents.
import {
  localDate,
  MAX_MEASURE_CM,
  MEASURE_KEYS,
  SPEC_PLANS,
  type Gender,
  type PlanCatalogue,
  type PlanId,
} from '@gym/domain';
import { DocumentReader } from './firestore-document.reader.js';
import type { SourceDocument } from './firestore-export.read.js';
import { isBlank, isRecord, readDecimal, readInstant, zonedInstant } from './firestore-values.js';
import {
  paymentTypeOf,
  planNamesOf,
  planOf,
  type LegacyAttendance,
  type LegacyMeasurement,
  type LegacyPayment,
} from './legacy-member.js';

const NOON = '12:00';
const ALL_MEASURES: readonly string[] = [...new Set(Object.values(MEASURE_KEYS).flat())];

/** The entries of a list field (`historialPagos`, `historialMedidas`), each with its own reader. */
function entriesOf(member: DocumentReader, name: string): DocumentReader[] {
  const value = member.fields[name];
  if (isBlank(value)) return [];
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null;
  if (entries === null) {
    member.problem('IMPORT.NOT_LIST', name);
    return [];
  }
  return entries.flatMap((entry: unknown, index) => {
    const path = `${name}[${index}]`;
    if (isRecord(entry)) return [new DocumentReader(entry, member.field(path), member.timeZone)];
    member.problem('IMPORT.ENTRY_NOT_OBJECT', path);
    return [];
  });
}

export function readPayments(
  member: DocumentReader,
  documentId: string,
  memberPlan: PlanId | null,
  catalogue: PlanCatalogue = SPEC_PLANS,
): LegacyPayment[] {
  return entriesOf(member, 'historialPagos').flatMap((entry, index) => {
    const paid = entry.moment('fecha', true);
    const amount = entry.money('monto', null);
    const paymentType = isBlank(entry.fields.tipo) ? 'additional' : paymentTypeOf(entry.fields.tipo);
    if (paymentType === undefined) entry.problem('IMPORT.PAYMENT_TYPE_UNKNOWN', 'tipo');
    const plan = isBlank(entry.fields.plan) ? memberPlan : (planOf(entry.fields.plan, catalogue)?.id ?? null);
    if (plan === null && !isBlank(entry.fields.plan))
      entry.problem('IMPORT.PLAN_UNKNOWN', 'plan', { planes: planNamesOf(catalogue) });
    if (amount === 0) entry.note('IMPORT.NOTE_ZERO_PAYMENT', 'monto');
    if (!member.adopt(entry) || !paid || !amount || !paymentType || !plan) return [];
    const occurredAt = paid.instant ?? zonedInstant(paid.date, NOON, member.timeZone);
    return [
      {
        source: `users/${documentId}/historialPagos/${index}`,
        paymentType,
        amount,
        paidOn: paid.date,
        plan,
        occurredAt,
      },
    ];
  });
}

/** A measure map: `measures` or `medidas` when the entry has one, else the measure names among its fields. */
function measuresOf(
  entry: DocumentReader,
  memberGender: Gender | null,
): Omit<LegacyMeasurement, 'source' | 'measuredOn' | 'occurredAt'> | null {
  const name = entry.pick('measures', 'medidas');
  const nested = entry.fields[name];
  const map = isRecord(nested) ? new DocumentReader(nested, entry.field(name), entry.timeZone) : entry;
  const keys = Object.keys(map.fields).filter((key) => map !== entry || ALL_MEASURES.includes(key));
  // A flat entry's problems name the entry itself, a nested map's name the map.
  const where = map === entry ? '' : name;
  if (keys.length === 0) entry.problem('IMPORT.MEASURES_MISSING', where);
  const measures: Record<string, number> = {};
  for (const key of keys) {
    const value = readDecimal(map.fields[key]);
    if (!ALL_MEASURES.includes(key)) map.problem('IMPORT.MEASURE_UNKNOWN', key, { valor: JSON.stringify(key) });
    else if (value === undefined || value <= 0 || value >= MAX_MEASURE_CM) map.problem('IMPORT.MEASURE_INVALID', key);
    else measures[key] = value;
  }
  const fits = (gender: Gender): boolean => keys.every((key) => MEASURE_KEYS[gender].includes(key));
  const other: Gender = memberGender === 'male' ? 'female' : 'male';
  const gender = memberGender === null ? null : fits(memberGender) ? memberGender : fits(other) ? other : null;
  if (memberGender !== null && gender === null && keys.every((key) => ALL_MEASURES.includes(key))) {
    entry.problem('IMPORT.MEASURES_MIXED', where);
  }
  if (map !== entry) entry.adopt(map);
  return gender === null || entry.problems.length > 0 ? null : { gender, measures };
}

/** `dateFields` in order of preference: the first names the field when none has a value. */
function measurement(
  entry: DocumentReader,
  source: string,
  memberGender: Gender | null,
  dateFields: readonly string[],
): LegacyMeasurement | null {
  const measured = entry.moment(entry.pick(...dateFields), true);
  const found = measuresOf(entry, memberGender);
  if (!measured || !found) return null;
  const occurredAt = measured.instant ?? zonedInstant(measured.date, NOON, entry.timeZone);
  return { source, measuredOn: measured.date, occurredAt, ...found };
}

export function readMeasurementEntries(
  member: DocumentReader,
  documentId: string,
  gender: Gender | null,
): LegacyMeasurement[] {
  return entriesOf(member, 'historialMedidas').flatMap((entry, index) => {
    const found = measurement(entry, `users/${documentId}/historialMedidas/${index}`, gender, ['fecha', 'date']);
    return member.adopt(entry) && found ? [found] : [];
  });
}

export function readBodyComposition(
  member: DocumentReader,
  doc: SourceDocument,
  gender: Gender | null,
): LegacyMeasurement[] {
  const entry = new DocumentReader(doc.fields, `bodyCompositions/${doc.id}`, member.timeZone);
  const found = measurement(entry, `bodyCompositions/${doc.id}`, gender, ['date', 'fecha']);
  return member.adopt(entry) && found ? [found] : [];
}

/** `date` is the day; `timestamp` the instant it was marked (noon of the day when missing). */
export function readAttendance(member: DocumentReader, doc: SourceDocument): LegacyAttendance[] {
  const entry = new DocumentReader(doc.fields, `attendances/${doc.id}`, member.timeZone);
  const day = entry.moment(entry.pick('date', 'fecha'), false);
  const stamp = doc.fields.timestamp;
  const instant = isBlank(stamp) ? undefined : readInstant(stamp, member.timeZone);
  if (!isBlank(stamp) && instant === undefined) entry.problem('IMPORT.DATE_INVALID', 'timestamp');
  const attendedOn = day?.date ?? (instant === undefined ? null : localDate(instant, member.timeZone));
  if (attendedOn === null && entry.problems.length === 0) entry.problem('IMPORT.FIELD_MISSING', 'date');
  if (!member.adopt(entry) || attendedOn === null) return [];
  const attendedAt = instant ?? day?.instant ?? zonedInstant(attendedOn, NOON, member.timeZone);
  return [{ source: `attendances/${doc.id}`, attendedOn, attendedAt }];
}
