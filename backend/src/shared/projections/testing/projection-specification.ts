// A projection specification like the deciders': given(events).then(documents), on the real SQLite
// read store, and thenIdempotent(): a batch delivered twice (an answer lost, a second process)
// leaves the documents exactly as the first delivery did.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYSTEM_STAFF_ID, type EventMetadata, type GymEvent } from '@gym/domain';
import { CheckpointConflictError } from '../../read-store/projection-store.port.js';
import type { Doc } from '../../read-store/read-store.port.js';
import { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import { applyBatch } from '../apply-batch.js';
import { type ProjectionTarget } from '../projection-target.js';
import type { ProjectedEvent, RunnableProjection } from '../projection.js';

/** Every collection of the projection, its documents sorted by id. */
export type Documents = Record<string, Doc[]>;

const FIRST_INSTANT = Date.parse('2026-03-02T15:00:00.000Z');

/** The stream an event belongs to, as the write side names it. */
function streamOf(event: GymEvent): string {
  const data = event.data as Partial<Record<'memberId' | 'staffId' | 'cedula', string>>;
  if (data.memberId !== undefined) return `member-${data.memberId}`;
  if (data.staffId !== undefined) return `staff-${data.staffId}`;
  if (data.cedula !== undefined) return `cedula-${data.cedula}`;
  return 'gym-settings';
}

/** The events as the log would hold them: positions from 1, a revision per stream, a minute apart. */
export function recorded(events: readonly GymEvent[]): ProjectedEvent[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const streamId = streamOf(event);
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    const instant = new Date(FIRST_INSTANT + index * 60_000).toISOString();
    const metadata: EventMetadata = { staffId: SYSTEM_STAFF_ID, occurredAt: instant, correlationId: `spec-${index}` };
    const position = index + 1;
    return { ...event, streamId, revision, position, id: `event-${position}`, metadata, recordedAt: instant };
  });
}

async function withStore<T>(work: (store: SqliteReadStore) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'gym-projection-spec-'));
  const store = await SqliteReadStore.open(join(dir, 'read.db'));
  try {
    return await work(store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function liveTarget(store: SqliteReadStore, projection: RunnableProjection): Promise<ProjectionTarget> {
  const ref = { projection: projection.name, generation: 1 };
  await store.createGeneration(ref, projection.version, projection.collections);
  await store.activateGeneration(ref);
  const fact = (await store.generationFacts()).find((candidate) => candidate.projection === projection.name);
  return { definition: projection, ref, position: 0, generationsVersion: fact?.version ?? 0, failure: null };
}

async function documentsOf(store: SqliteReadStore, projection: RunnableProjection): Promise<Documents> {
  const documents: Documents = {};
  for (const { name } of projection.collections) {
    documents[name] = (await store.find(name, { sort: [{ field: 'id', direction: 'asc' }] })).items;
  }
  return documents;
}

export function projectionSpecification(projection: RunnableProjection) {
  return {
    given: (...history: readonly GymEvent[]) => {
      const events = recorded(history);
      return {
        /** The documents after the events, in one batch and one event per batch alike. */
        then: async (check: (documents: Documents) => void): Promise<void> => {
          for (const batches of [[events], events.map((event) => [event])]) {
            const documents = await withStore(async (store) => {
              const target = await liveTarget(store, projection);
              for (const batch of batches) await applyBatch(store, target, batch);
              return documentsOf(store, projection);
            });
            check(documents);
          }
        },
        /** A batch delivered again (from its first checkpoint, then from the new one) changes nothing. */
        thenIdempotent: async (): Promise<void> =>
          withStore(async (store) => {
            const target = await liveTarget(store, projection);
            const redelivered: ProjectionTarget = { ...target };
            await applyBatch(store, target, events);
            const once = await documentsOf(store, projection);
            await expect(applyBatch(store, redelivered, events)).rejects.toBeInstanceOf(CheckpointConflictError);
            await applyBatch(store, target, events);
            expect(await documentsOf(store, projection)).toEqual(once);
          }),
      };
    },
  };
}
