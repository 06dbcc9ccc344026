// A batch's operations written into one generation's MongoDB collections, in order, inside the batch's transaction.
import type { AnyBulkWriteOperation, ClientSession, Db } from 'mongodb';
import type { Operation } from './projection-store.port.js';
import type { CollectionSpec } from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import { assertDocument, findSpec, generationCollectionName } from './read-store.schema.js';
import { mongoFilter, type StoredDoc, toStored } from './mongodb-read-store.query.js';
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
    if (run?.spec.name !== operation.collection) {
      await flush();
      run = { spec: findSpec(state.collections, operation.collection, state._id), models: [] };
    }
    run.models.push(model(run.spec, operation));
  }
  await flush();
}

function model(spec: CollectionSpec, operation: Operation): AnyBulkWriteOperation<StoredDoc> {
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
