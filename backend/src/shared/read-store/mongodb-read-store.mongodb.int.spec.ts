// The MongoDB read store against a real replica set (MONGODB_URL), in a throwaway database: the
// contract, and a swap interrupted between its steps (MongoDB cannot repoint several views at once).
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { GenerationChangedError } from './projection-store.port.js';
import { describeReadStoreContract } from './read-store.contract.js';
import { members, memberSpec, paymentSpec, puts, uniqueNames, versionOf } from './read-store.contract.fixtures.js';
import { GENERATIONS_COLLECTION } from './read-store.schema.js';
import { MongoReadStore } from './mongodb-read-store.js';

const url = process.env['MONGODB_URL'];
if (!url) {
  throw new Error(
    'MONGODB_URL is not set: run this suite against a MongoDB replica set, e.g. mongodb://localhost:27017/gym?replicaSet=rs0',
  );
}
const dbName = `gym_read_store_test_${randomBytes(4).toString('hex')}`;
const dropDatabase = async (): Promise<void> => {
  const client = await MongoClient.connect(url);
  try {
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
};

describeReadStoreContract('mongodb', () => MongoReadStore.connect(url, { dbName }), dropDatabase);

describe('MongoReadStore: a swap interrupted half-way', () => {
  const fresh = uniqueNames();
  let store: MongoReadStore;
  let client: MongoClient;
  beforeAll(async () => {
    store = await MongoReadStore.connect(url, { dbName: `${dbName}_swap` });
    client = await MongoClient.connect(url);
  });
  afterAll(async () => {
    await store.close();
    await client.db(`${dbName}_swap`).dropDatabase();
    await client.close();
  });

  it('refuses batches and drops while marked, and is finished by activating the generation again', async () => {
    const names = fresh();
    const live = await members(store, names);
    const rebuilt = { projection: names.projection, generation: 2 };
    await store.createGeneration(rebuilt, 1, [memberSpec(names.members), paymentSpec(names.payments)]);
    const version = await versionOf(store, names.projection);
    await store.commitBatch({
      ...rebuilt,
      expectedPosition: 0,
      generationsVersion: version,
      position: 10,
      operations: puts(names.members, [{ id: 'n1', name: 'Nuevo' }]),
    });
    // As a process that died after step 1 (the fact names the generation being swapped in) leaves it.
    await client
      .db(`${dbName}_swap`)
      .collection<{ _id: string }>(GENERATIONS_COLLECTION)
      .updateOne({ _id: names.projection }, { $set: { activating: 2 }, $inc: { version: 1 } });
    const fact = (await store.generationFacts()).find((candidate) => candidate.projection === names.projection);
    expect(fact?.activating).toBe(2);
    const late = {
      ...live,
      expectedPosition: 10,
      generationsVersion: fact?.version ?? 0,
      position: 11,
      operations: [],
    };
    await expect(store.commitBatch(late)).rejects.toBeInstanceOf(GenerationChangedError);
    await expect(store.dropGeneration(rebuilt)).rejects.toBeInstanceOf(GenerationChangedError);
    await store.activateGeneration(rebuilt);
    const after = (await store.generationFacts()).find((candidate) => candidate.projection === names.projection);
    expect(after?.activating).toBeNull();
    expect(await store.get(names.members, 'n1')).toEqual({ id: 'n1', name: 'Nuevo' });
    expect((await store.projectionStates()).filter((s) => s.projection === names.projection)).toEqual([
      expect.objectContaining({ ...rebuilt, active: true }),
    ]);
  });
});
