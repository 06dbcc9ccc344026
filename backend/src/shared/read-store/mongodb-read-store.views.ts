// MongoDB layout of the read store: generation collections with their indexes, and the views queries read.
import type { Db } from 'mongodb';
import type { CollectionSpec } from './read-store.port.js';
import { generationCollectionName, ID_FIELD, wordsFields } from './read-store.schema.js';
import { mongoField } from './mongodb-read-store.query.js';

/** Creates `<name>__g<n>` and its indexes (each ending with `_id`, the sort's tie-break). Idempotent. */
export async function createGenerationCollections(db: Db, generation: number, spec: CollectionSpec): Promise<void> {
  const name = generationCollectionName(spec.name, generation);
  if (!(await exists(db, name))) await db.createCollection(name);
  const indexes = (spec.indexes ?? []).map((index, position) => {
    const fields = index.at(-1) === ID_FIELD ? index : [...index, ID_FIELD];
    return { key: Object.fromEntries(fields.map((field) => [mongoField(field), 1] as const)), name: `i${position}` };
  });
  // A words field is an array: its index is multikey, one entry per word, for `$prefixes`.
  for (const field of wordsFields(spec.name, spec.fields)) indexes.push({ key: { [field]: 1 }, name: `w_${field}` });
  if (indexes.length > 0) await db.collection(name).createIndexes(indexes);
}

export async function dropGenerationCollections(
  db: Db,
  generation: number,
  specs: readonly CollectionSpec[],
): Promise<void> {
  // dropCollection ignores a collection that is already gone.
  for (const spec of specs) await db.dropCollection(generationCollectionName(spec.name, generation));
}

/** Makes the view `name` read `target`: created the first time, then swapped in place with collMod. */
export async function pointView(db: Db, name: string, target: string): Promise<void> {
  const existing = (await db.listCollections({ name }, { nameOnly: false }).toArray()).at(0);
  if (!existing) {
    await db.createCollection(name, { viewOn: target, pipeline: [] });
  } else if (existing.type === 'view') {
    await db.command({ collMod: name, viewOn: target, pipeline: [] });
  } else {
    throw new Error(`${name} exists and is not a view; the read store cannot serve it`);
  }
}

async function exists(db: Db, name: string): Promise<boolean> {
  return (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
}
