// Imports the original product's export into the event store: one stream per member, written in
// one append (all of the member or nothing), skipped when a previous run already wrote it.
import {
  foldGymSettings,
  GYM_SETTINGS_STREAM,
  localDate,
  memberStreamId,
  message,
  planPricesOn,
  type GymSettingsEvent,
  type PlanPrices,
} from '@gym/domain';
import { ConcurrencyError, type EventStore, type EventToAppend } from '../../shared/event-store/event-store.port.js';
import type { ProgressReporter } from '../progress-reporter.js';
import type { FirestoreExport, SourceDocument } from './firestore-export.read.js';
import { readLegacyMember, type LinkedDocuments } from './firestore-member.read.js';
import { readText } from './firestore-values.js';
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

/** A document left out, e.g. `users/u7`, with its name when it has one and every reason. */
export interface SkippedDocument {
  readonly document: string;
  readonly name: string;
  readonly reasons: readonly string[];
}

export interface FirestoreImportReport {
  readonly dryRun: boolean;
  readonly imported: readonly ImportedMemberSummary[];
  readonly alreadyImported: readonly SkippedDocument[];
  /** Members that could not be imported, and documents that could not be read at all. */
  readonly rejected: readonly SkippedDocument[];
  /** bodyCompositions and attendances of no user in the export. */
  readonly orphans: readonly SkippedDocument[];
  /** What was adjusted on the way in, per imported member. */
  readonly notes: readonly SkippedDocument[];
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
  const { linked, orphans } = linkHistory(source.users, [...source.bodyCompositions, ...source.attendances]);
  const rejected: SkippedDocument[] = source.unreadable.map(({ collection, id, reason }) => ({
    document: `${collection}/${id}`,
    name: '',
    reasons: [reason],
  }));
  const planned: Planned[] = [];
  const prices = await pricesInForce(store, options);
  for (const doc of source.users) {
    const reading = readLegacyMember(
      doc,
      linked.get(doc.id) ?? { bodyCompositions: [], attendances: [] },
      options.timeZone,
      prices,
    );
    if (reading.ok) planned.push(plan(reading.member, options.timeZone));
    else rejected.push({ document: `users/${doc.id}`, name: reading.name, reasons: reading.problems });
  }
  const { imported, alreadyImported } = await appendPlanned(planned, store, options);
  const notes = imported
    .filter(({ member }) => member.notes.length > 0)
    .map(({ summary, member }) => ({ document: summary.document, name: summary.name, reasons: member.notes }));
  const summaries = imported.map(({ summary }) => summary);
  return { dryRun: options.dryRun === true, imported: summaries, alreadyImported, rejected, orphans, notes };
}

/** Each plan's price on the import's day, from the owner's price changes in the store (R24). */
async function pricesInForce(store: EventStore | null, options: FirestoreImportOptions): Promise<PlanPrices> {
  const recorded = store ? await store.readStream(GYM_SETTINGS_STREAM) : [];
  const events = recorded.map((event) => ({ type: event.type, data: event.data }) as unknown as GymSettingsEvent);
  const today = localDate((options.now ?? new Date()).toISOString(), options.timeZone);
  return planPricesOn(foldGymSettings(events).planPrices, today);
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
    const known = store !== null && (await store.readStream(stream, { limit: 1 })).length > 0;
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

/** Each user's bodyCompositions and attendances by `userId`; the others are orphans. */
function linkHistory(users: readonly SourceDocument[], records: readonly SourceDocument[]) {
  const linked = new Map<string, { bodyCompositions: SourceDocument[]; attendances: SourceDocument[] }>(
    users.map((user) => [user.id, { bodyCompositions: [], attendances: [] }]),
  );
  const orphans: SkippedDocument[] = [];
  for (const record of records) {
    const userId = readText(record.fields.userId) ?? '';
    const lists = linked.get(userId);
    if (lists && record.collection === 'attendances') lists.attendances.push(record);
    else if (lists) lists.bodyCompositions.push(record);
    else {
      const reason = userId === '' ? message('IMPORT.NO_USER_ID') : message('IMPORT.ORPHAN', { usuario: userId });
      orphans.push({ document: `${record.collection}/${record.id}`, name: '', reasons: [reason] });
    }
  }
  return { linked: linked as ReadonlyMap<string, LinkedDocuments>, orphans };
}
