// A batch's operations written into one generation's MongoDB collections, in order, inside the
// batch's transaction; and the transaction every write of the projection side runs in.
import { WriteConcern, type AnyBulkWriteOperation, type ClientSession, type Db, type MongoClient } from 'mongodb';
import type { Operation } from './projection-store.port.js';
import type { CollectionSpec } from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import { assertDocument, findSpec, generationCollectionName } from './read-store.schema.js';
import { fromStored, mongoFilter, type StoredDoc, toStored } from './mongodb-read-store.query.js';
import type { StateDoc } from './mongodb-read-store.state.js';

/** Consecutive operations on one collection go in one ordered bulkWrite, so order is kept. */
export async function applyOperations(
  db: Db,
  state: StateDoc,
  operations: readonly Operation[],
  session: ClientSession,
): Promise<void> {
  let run: { spec: CollectionSpec; models: AnyBulkWriteOperation<StoredDoc>[] } | undefined;
  const flush = async (): Promise<void> => {
    if (!run || run.models.length === 0) return;
    const physical = db.collection<StoredDoc>(generationCollectionName(run.spec.name, state.generation));
    await physical.bulkWrite(run.models, { session, ordered: true });
  };
  for (const operation of operations) {
    if (operation.kind === 'copyWhere') {
      await flush();
      run = undefined;
      await copyWhere(db, state, operation, session);
      continue;
    }
    if (run?.spec.name !== operation.collection) {
      await flush();
      run = { spec: findSpec(state.collections, operation.collection, state._id), models: [] };
    }
    run.models.push(model(run.spec, operation));
  }
  await flush();
}

/** R44: the source's matching documents, as this transaction sees them, put into the target. */
async function copyWhere(
  db: Db,
  state: StateDoc,
  operation: Extract<Operation, { kind: 'copyWhere' }>,
  session: ClientSession,
): Promise<void> {
  const source = findSpec(state.collections, operation.from, state._id);
  const target = findSpec(state.collections, operation.collection, state._id);
  const from = db.collection<StoredDoc>(generationCollectionName(source.name, state.generation));
  const found = await from.find(mongoFilter(parseFilter(source, operation.filter)), { session }).toArray();
  if (found.length === 0) return;
  const models = found.map((stored) =>
    model(target, { kind: 'put', collection: target.name, doc: fromStored(stored) }),
  );
  const to = db.collection<StoredDoc>(generationCollectionName(target.name, state.generation));
  await to.bulkWrite(models, { session, ordered: true });
}

function model(
  spec: CollectionSpec,
  operation: Exclude<Operation, { kind: 'copyWhere' }>,
): AnyBulkWriteOperation<StoredDoc> {
  switch (operation.kind) {
    case 'put': {
      assertDocument(spec, operation.doc);
      const { _id, ...replacement } = toStored(operation.doc);
      return { replaceOne: { filter: { _id }, replacement, upsert: true } };
    }
    case 'delete':
      return { deleteOne: { filter: { _id: operation.id } } };
    case 'deleteWhere':
      return { deleteMany: { filter: mongoFilter(parseFilter(spec, operation.filter)) } };
    default: {
      const unknownOperation: never = operation;
      throw new Error(`Unknown operation ${JSON.stringify(unknownOperation)}`);
    }
  }
}

/**
 * Snapshot reads and majority writes; `withTransaction` retries the body on a transient error (a
 * write conflict with a concurrent swap or batch), so the body must only read and write in it.
 */
export async function inTransaction<T>(client: MongoClient, body: (session: ClientSession) => Promise<T>): Promise<T> {
  const session = client.startSession();
  try {
    let result: { value: T } | undefined;
    await session.withTransaction(
      async () => {
        result = { value: await body(session) };
      },
      { readConcern: { level: 'snapshot' }, writeConcern: new WriteConcern('majority') },
    );
    if (!result) throw new Error('Transaction body did not run');
    return result.value;
  } finally {
    await session.endSession();
  }
}
