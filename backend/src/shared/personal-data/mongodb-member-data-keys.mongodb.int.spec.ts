// The MongoDB key store (collection member_keys) against a real server (MONGODB_URL), in a throwaway database.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeMemberDataKeysContract } from './member-data-keys.contract.js';
import { MongoMemberDataKeys } from './mongodb-member-data-keys.js';

const url = process.env['MONGODB_URL'];
if (!url) throw new Error('MONGODB_URL is not set: run this suite against a MongoDB server (docs/scale-out.md)');
const dbName = `gym_keys_test_${randomBytes(4).toString('hex')}`;

describeMemberDataKeysContract(
  'mongodb',
  () => MongoMemberDataKeys.connect(url, { dbName }),
  async () => {
    const client = await MongoClient.connect(url);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  },
);
