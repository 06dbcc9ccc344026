// The MongoDB read store against a real replica set (MONGODB_URL), in a throwaway database: the
// contract (with small transactions, so its large batch is written in parts), a swap interrupted
// between its steps (MongoDB cannot repoint several views at once), and a write in parts interrupted.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { GenerationChangedError, isStaleBatchError } from './projection-store.port.js';
import { describeReadStoreContract } from './read-store.contract.js';
import { members, memberSpec, paymentSpec, puts, uniqueNames, versionOf } from './read-store.contract.fixtures.js';
import { GENERATIONS_COLLECTION, STATE_COLLECTION } from './read-store.schema.js';
import { MongoReadStore } from './mongodb-read-store.js';

const url = process.env['MONGODB_URL'];
if (!url) {
  throw new Error(
    'MONGODB_URL is not set: run this suite against a MongoDB replica set with a user that may create databases (docs/scale-out.md)',
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

describeReadStoreContract(
  'mongodb',
  () => MongoReadStore.connect(url, { dbName, operationsPerTransaction: 100 }),
  dropDatabase,
);

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

describe('MongoReadStore: a batch written in parts', () => {
  const fresh = uniqueNames();
  const database = `${dbName}_parts`;
  let store: MongoReadStore;
  let client: MongoClient;
  beforeAll(async () => {
    store = await MongoReadStore.connect(url, { dbName: database, operationsPerTransaction: 10 });
    client = await MongoClient.connect(url);
  });
  afterAll(async () => {
    await store.close();
    await client.db(database).dropDatabase();
    await client.close();
  });

  const rebuiltGeneration = async (names: ReturnType<typeof fresh>) => {
    await members(store, names);
    const rebuilt = { projection: names.projection, generation: 2 };
    await store.createGeneration(rebuilt, 1, [memberSpec(names.members), paymentSpec(names.payments)]);
    const version = await versionOf(store, names.projection);
    const many = Array.from({ length: 600 }, (_, n) => ({ id: `r${n}`, name: `Socio ${n}` }));
    return { rebuilt, version, many };
  };

  it('refuses another batch at the same checkpoint once the write has begun, and lands whole', async () => {
    const names = fresh();
    const { rebuilt, version, many } = await rebuiltGeneration(names);
    const big = { ...rebuilt, expectedPosition: 0, generationsVersion: version, position: 10 };
    const writing = store.commitBatch({ ...big, operations: puts(names.members, many) });
    let settled = false;
    void writing.finally(() => (settled = true)).catch(() => undefined);
    const isSettled = (): boolean => settled;
    // Wait for the first part's mark; a batch computed at the same checkpoint is then refused,
    // whether the write is still under way (GenerationChangedError) or ended (CheckpointConflictError).
    const states = client.db(database).collection<{ _id: string; writing?: string | null }>(STATE_COLLECTION);
    let marked = false;
    while (!marked && !isSettled()) {
      marked = Boolean((await states.findOne({ _id: `${names.projection}#2` }))?.writing);
    }
    expect(marked).toBe(true);
    const rival = await store.commitBatch({ ...big, operations: puts(names.members, [{ id: 'rival' }]) }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStaleBatchError(rival)).toBe(true);
    await writing;
    expect((await store.loadDocuments(rebuilt, names.members, ['r0', `r${many.length - 1}`, 'rival'])).size).toBe(2);
    expect((await states.findOne({ _id: `${names.projection}#2` }))?.writing).toBeNull();
    expect(
      (await store.projectionStates()).find((s) => s.projection === names.projection && s.generation === 2)?.position,
    ).toBe(10);
  });

  it('left half-written (a process that died between parts), refuses batches and the swap, and can be dropped', async () => {
    const names = fresh();
    const { rebuilt, version, many } = await rebuiltGeneration(names);
    const states = client.db(database).collection<{ _id: string; writing?: string | null }>(STATE_COLLECTION);
    await states.updateOne({ _id: `${names.projection}#2` }, { $set: { writing: 'a write that never ended' } });
    const batch = { ...rebuilt, expectedPosition: 0, generationsVersion: version, position: 10 };
    await expect(store.commitBatch({ ...batch, operations: puts(names.members, many) })).rejects.toBeInstanceOf(
      GenerationChangedError,
    );
    await expect(
      store.commitBatch({ ...batch, operations: puts(names.members, [{ id: 'one' }]) }),
    ).rejects.toBeInstanceOf(GenerationChangedError);
    await expect(store.activateGeneration(rebuilt)).rejects.toBeInstanceOf(GenerationChangedError);
    expect(await store.count(names.members)).toBe(5);
    await store.dropGeneration(rebuilt);
    expect((await store.projectionStates()).filter((s) => s.projection === names.projection)).toHaveLength(1);
  });
});
