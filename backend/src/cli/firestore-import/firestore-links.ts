// Which user each bodyCompositions and attendances document belongs to, and what repeated ids do:
// a repeated record keeps its user out (a member comes in whole or not at all), or is "sin usuario".
import { message } from '@gym/domain';
import type { RepeatedDocument, SourceDocument } from './firestore-export.read.js';
import type { LinkedDocuments } from './firestore-member.read.js';
import { readText } from './firestore-values.js';

/** A document left out, e.g. `users/u7`, with its name when it has one and every reason. */
export interface SkippedDocument {
  readonly document: string;
  readonly name: string;
  readonly reasons: readonly string[];
}

export interface Links {
  readonly linked: ReadonlyMap<string, LinkedDocuments>;
  /** Problems that keep a user out although its own document reads well (a repeated record of it). */
  readonly blocked: ReadonlyMap<string, readonly string[]>;
  readonly orphans: readonly SkippedDocument[];
}

/** '#2 y #5', '#2, #5 y #9'. */
export function repeatedReason(repeated: RepeatedDocument): string {
  const positions = new Intl.ListFormat('es', { type: 'conjunction' }).format(repeated.positions);
  return message('IMPORT.DUPLICATE_ID', { posiciones: positions });
}

export function linkRecords(
  users: readonly SourceDocument[],
  records: readonly SourceDocument[],
  repeated: readonly RepeatedDocument[],
): Links {
  const linked = new Map<string, { bodyCompositions: SourceDocument[]; attendances: SourceDocument[] }>(
    users.map((user) => [user.id, { bodyCompositions: [], attendances: [] }]),
  );
  const orphans: SkippedDocument[] = [];
  const orphanReason = (userId: string): string =>
    userId === '' ? message('IMPORT.NO_USER_ID') : message('IMPORT.ORPHAN', { usuario: userId });
  for (const record of records) {
    const userId = readText(record.fields.userId) ?? '';
    const lists = linked.get(userId);
    if (lists && record.collection === 'attendances') lists.attendances.push(record);
    else if (lists) lists.bodyCompositions.push(record);
    else orphans.push({ document: `${record.collection}/${record.id}`, name: '', reasons: [orphanReason(userId)] });
  }
  const blocked = new Map<string, string[]>();
  for (const record of repeated.filter((candidate) => candidate.collection !== 'users')) {
    const document = `${record.collection}/${record.id}`;
    const reason = repeatedReason(record);
    const userIds = [...new Set(record.copies.map((copy) => readText(copy.userId) ?? ''))];
    for (const userId of userIds) {
      if (linked.has(userId)) blocked.set(userId, [...(blocked.get(userId) ?? []), `${document}: ${reason}`]);
      else orphans.push({ document, name: '', reasons: [reason, orphanReason(userId)] });
    }
  }
  return { linked, blocked, orphans };
}

/** A user document repeated in the export: its name as each copy gives it. */
export function repeatedUserName(repeated: RepeatedDocument): string {
  const names = repeated.copies.map((copy) => readText(copy.nombre) ?? '').filter((name) => name !== '');
  return [...new Set(names)].join(' / ');
}
