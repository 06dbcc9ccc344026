// The MongoDB read store against a real replica set (MONGODB_URL), in a throwaway database.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeReadStoreContract } from './read-store.contract.js';
import { MongoReadStore } from './mongodb-read-store.js';

const url = process.env['MONGODB_URL'];
if (!url) {
  throw new Error(
    'MONGODB_URL is not set: run this suite against a MongoDB replica set, e.g. mongodb://localhost:27017/gym?replicaSet=rs0',
  );
}
const dbName = `gym_read_store_test_${randomBytes(4).toString('hex')}`;

describeReadStoreContract(
  'mongodb',
  () => MongoReadStore.connect(url, { dbName }),
  async () => {
    const client = await MongoClient.connect(url);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  },
);
