// Imports the original product's export into the event store: one stream per member, written in
// one append (all of the member or nothing), skipped when a previous run already wrote it.
import {
  foldGymSettings,
  GYM_SETTINGS_EVENT_TYPES,
  GYM_SETTINGS_STREAM,
  localDate,
  memberStreamId,
  message,
  foldPlans,
  PLAN_EVENT_TYPES,
  planPriceOn,
  planPricesOn,
  PLANS_STREAM,
  type GymSettingsEvent,
  type PlanCatalogue,
  type PlanEvent,
  type PlanId,
} from '@gym/domain';
import { decodeEventOf } from '../../shared/event-store/decode-event.js';
import { ConcurrencyError, type EventStore, type EventToAppend } from '../../shared/event-store/event-store.port.js';
import type { ProgressReporter } from '../progress-reporter.js';
import type { FirestoreExport } from './firestore-export.read.js';
import { linkRecords, repeatedReason, repeatedUserName, type SkippedDocument } from './firestore-links.js';
import { readLegacyMember } from './firestore-member.read.js';
import { importedMemberId, legacyMemberEvents } from './legacy-member.events.js';
import type { LegacyMember } from './legacy-member.js';

export interface FirestoreImportOptions {
  readonly timeZone: string;
  /** Read, check and report only: nothing is appended. */
  readonly dryRun?: boolean;
  readonly progress?: (events: number) => ProgressReporter;
  /** The import's instant: its gym-local day picks the plan prices in force (R24). Default: now. */
  readonly now?: Date;
}

export interface ImportedMemberSummary {
  readonly document: string;
  readonly name: string;
  readonly memberId: string;
  readonly payments: number;
  readonly measurements: number;
  readonly attendances: number;
  readonly events: number;
}

export type { SkippedDocument } from './firestore-links.js';

/** A top-level collection of the export that is not read, its size, and why. */
export interface UnreadCollectionReport {
  readonly name: string;
  readonly documents: number;
  readonly reason: string;
}

export interface FirestoreImportReport {
  readonly dryRun: boolean;
  readonly imported: readonly ImportedMemberSummary[];
  readonly alreadyImported: readonly SkippedDocument[];
  /**
   * Members that could not be imported, and documents that could not be read at all. A member the
   * app already shows (imported by an earlier run) is listed under `alreadyImported` instead.
   */
  readonly rejected: readonly SkippedDocument[];
  /** bodyCompositions and attendances of no user in the export. */
  readonly orphans: readonly SkippedDocument[];
  /** What was adjusted on the way in, per imported member. */
  readonly notes: readonly SkippedDocument[];
  readonly unreadCollections: readonly UnreadCollectionReport[];
}

/** A user document left out: `documentId` tells whether an earlier run already brought it in. */
interface RejectedUser extends SkippedDocument {
  readonly documentId: string;
}

interface Planned {
  readonly member: LegacyMember;
  readonly summary: ImportedMemberSummary;
  readonly events: EventToAppend[];
}

/** `source` is the export as `readFirestoreExport` read it; `store` null is an empty store (a dry run with no store yet). */
export async function importFirestoreExport(
  source: FirestoreExport,
  store: EventStore | null,
  options: FirestoreImportOptions,
): Promise<FirestoreImportReport> {
  const records = [...source.bodyCompositions, ...source.attendances];
  const { linked, blocked, orphans } = linkRecords(source.users, records, source.repeated);
  const unreadable: SkippedDocument[] = source.unreadable.map(({ collection, id, reason }) => ({
    document: `${collection}/${id}`,
    name: '',
    reasons: [reason],
  }));
  const planned: Planned[] = [];
  const { prices, catalogue } = await plansInForce(store, options);
  const refused: RejectedUser[] = source.repeated
    .filter((repeated) => repeated.collection === 'users')
    .map((repeated) => ({
      document: `users/${repeated.id}`,
      documentId: repeated.id,
      name: repeatedUserName(repeated),
      reasons: [repeatedReason(repeated)],
    }));
  for (const doc of source.users) {
    const links = linked.get(doc.id) ?? { bodyCompositions: [], attendances: [] };
    const reading = readLegacyMember(doc, links, options.timeZone, prices, catalogue);
    const keptOut = blocked.get(doc.id) ?? [];
    if (reading.ok && keptOut.length === 0) planned.push(plan(reading.member, options.timeZone));
    else {
      const name = reading.ok ? reading.member.details.name : reading.name;
      const reasons = [...(reading.ok ? [] : reading.problems), ...keptOut];
      refused.push({ document: `users/${doc.id}`, documentId: doc.id, name, reasons });
    }
  }
  const shown = await alreadyShown(refused, store);
  const { imported, alreadyImported } = await appendPlanned(planned, store, options);
  const notes = imported
    .filter(({ member }) => member.notes.length > 0)
    .map(({ summary, member }) => ({ document: summary.document, name: summary.name, reasons: member.notes }));
  return {
    dryRun: options.dryRun === true,
    imported: imported.map(({ summary }) => summary),
    alreadyImported: [...alreadyImported, ...shown.already],
    rejected: [...unreadable, ...shown.rejected],
    orphans,
    notes,
    unreadCollections: source.unread.map(({ name, documents }) => ({
      name,
      documents,
      reason: message('IMPORT.UNREAD_REASON'),
    })),
  };
}

/**
 * A user left out this time whose stream an earlier run wrote is one the app shows: it is
 * "ya importado" (with what this file has wrong), never "No importados".
 */
async function alreadyShown(
  refused: readonly RejectedUser[],
  store: EventStore | null,
): Promise<{ already: SkippedDocument[]; rejected: SkippedDocument[] }> {
  const already: SkippedDocument[] = [];
  const rejected: SkippedDocument[] = [];
  for (const { documentId, document, name, reasons } of refused) {
    if (store !== null && (await streamExists(store, memberStreamId(importedMemberId(documentId))))) {
      already.push({ document, name, reasons: [message('IMPORT.ALREADY_IMPORTED'), ...reasons] });
    } else rejected.push({ document, name, reasons });
  }
  return { already, rejected };
}

async function streamExists(store: EventStore, stream: string): Promise<boolean> {
  return (await store.readStream(stream, { limit: 1 })).length > 0;
}

/**
 * The gym's plans (R38: the spec plans and the gym's own, by the names the plan cells are read by)
 * and each one's price on the import's day, from the owner's price changes in the store (R24).
 */
async function plansInForce(
  store: EventStore | null,
  options: FirestoreImportOptions,
): Promise<{ prices: Readonly<Record<PlanId, number>>; catalogue: PlanCatalogue }> {
  const [settingsRecorded, plansRecorded] = store
    ? await Promise.all([store.readStream(GYM_SETTINGS_STREAM), store.readStream(PLANS_STREAM)])
    : [[], []];
  const settings = settingsRecorded.map((event) => decodeEventOf<GymSettingsEvent>(event, GYM_SETTINGS_EVENT_TYPES));
  const plans = foldPlans(plansRecorded.map((event) => decodeEventOf<PlanEvent>(event, PLAN_EVENT_TYPES)));
  const today = localDate((options.now ?? new Date()).toISOString(), options.timeZone);
  const prices: Record<PlanId, number> = { ...planPricesOn(foldGymSettings(settings).planPrices, today) };
  for (const plan of plans.catalogue)
    if (!(plan.id in prices)) prices[plan.id] = planPriceOn(plans.prices, plan.id, today);
  return { prices, catalogue: plans.catalogue };
}

function plan(member: LegacyMember, timeZone: string): Planned {
  const events = legacyMemberEvents(member, timeZone);
  const summary: ImportedMemberSummary = {
    document: `users/${member.documentId}`,
    name: member.details.name,
    memberId: importedMemberId(member.documentId),
    payments: member.payments.length,
    measurements: member.measurements.length,
    attendances: member.attendances.length,
    events: events.length,
  };
  return { member, summary, events };
}

async function appendPlanned(
  planned: readonly Planned[],
  store: EventStore | null,
  options: FirestoreImportOptions,
): Promise<{ imported: Planned[]; alreadyImported: SkippedDocument[] }> {
  const imported: Planned[] = [];
  const alreadyImported: SkippedDocument[] = [];
  const progress = options.progress?.(planned.reduce((total, entry) => total + entry.events.length, 0));
  let done = 0;
  for (const entry of planned) {
    const stream = memberStreamId(entry.summary.memberId);
    const known = store !== null && (await streamExists(store, stream));
    const dry = options.dryRun === true || store === null;
    if (!known && (dry || (await appendNew(store, stream, entry.events)))) imported.push(entry);
    else
      alreadyImported.push({
        document: entry.summary.document,
        name: entry.summary.name,
        reasons: [message('IMPORT.ALREADY_IMPORTED')],
      });
    progress?.update((done += entry.events.length));
  }
  progress?.stop();
  return { imported, alreadyImported };
}

/** False when another run wrote the stream meanwhile. */
async function appendNew(store: EventStore, stream: string, events: readonly EventToAppend[]): Promise<boolean> {
  try {
    await store.append(stream, events, 'no_stream');
    return true;
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
}
