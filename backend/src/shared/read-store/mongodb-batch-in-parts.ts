// A batch too large for one MongoDB transaction (a rebuild's last batch, holding every document the
// rebuild kept back: up to 200,000), written as several bounded transactions. MongoDB aborts a
// transaction past 60 s or past what its cache holds, and the rebuild then started over and over.
import { randomUUID } from 'node:crypto';
import type { Collection, Db, MongoClient } from 'mongodb';
import { type Batch, CheckpointConflictError, GenerationChangedError } from './projection-store.port.js';
import { type FactDoc, readFact, type StateDoc, stateId } from './mongodb-read-store.state.js';
import { applyOperations, inTransaction } from './mongodb-read-store.writes.js';

/** Operations per transaction: a few MB of documents, well within MongoDB's time and cache limits. */
export const OPERATIONS_PER_TRANSACTION = 2000;

export interface PartsContext {
  readonly client: MongoClient;
  readonly db: Db;
  readonly states: Collection<StateDoc>;
  readonly facts: Collection<FactDoc>;
}

/**
 * Only for a generation nobody reads yet (not active), so documents written by the first parts
 * are seen by no query. The first part checks the batch as `commitBatch` does and marks the state
 * with this write's token; each part re-checks the mark; the last one moves the checkpoint and
 * clears it, in the same transaction. Meanwhile any other batch and the generation's swap are
 * refused, and nothing a reader sees changes before the swap. A write that fails part-way leaves
 * the mark: the generation's later batches are refused (GenerationChangedError) and the rebuild
 * starts over in a fresh one, as after any refused batch that held documents back.
 */
export async function commitInParts(context: PartsContext, batch: Batch, size: number): Promise<void> {
  const token = randomUUID();
  const parts: Batch['operations'][] = [];
  for (let start = 0; start < batch.operations.length; start += size) {
    parts.push(batch.operations.slice(start, start + size));
  }
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    await inTransaction(context.client, async (session) => {
      const state = await context.states.findOne({ _id: stateId(batch) }, { session });
      if (!state) throw new GenerationChangedError(batch, 'no such generation (dropped, or never created)');
      const fact = await readFact(context.facts, context.states, batch.projection, session);
      if (fact.activating !== null) throw new GenerationChangedError(batch, 'a swap is under way');
      if (fact.version !== batch.generationsVersion) {
        throw new GenerationChangedError(batch, `generations changed (version ${fact.version})`);
      }
      if (index === 0) {
        if (state.active) throw new GenerationChangedError(batch, 'became active: commit it in one transaction');
        if (state.writing) throw new GenerationChangedError(batch, 'another batch is being written in parts');
        if (state.position !== batch.expectedPosition) {
          throw new CheckpointConflictError(batch, batch.expectedPosition, state.position);
        }
      } else if (state.writing !== token) {
        throw new GenerationChangedError(batch, 'its write in parts was taken over or undone');
      }
      await applyOperations(context.db, state, part, session);
      const update = last ? { position: batch.position, failure: null, writing: null } : { writing: token };
      await context.states.updateOne({ _id: state._id }, { $set: update }, { session });
    });
  }
}
