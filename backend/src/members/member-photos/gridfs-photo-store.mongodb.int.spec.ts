// The GridFS photo store (bucket member_photos) against a real server (MONGODB_URL), in a throwaway database.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { GridFsPhotoStore } from './gridfs-photo-store.js';
import { describePhotoStoreContract } from './photo-store.contract.js';

const url = process.env['MONGODB_URL'];
if (!url) throw new Error('MONGODB_URL is not set: run this suite against a MongoDB server (docs/scale-out.md)');
const dbName = `gym_photos_test_${randomBytes(4).toString('hex')}`;

describePhotoStoreContract(
  'gridfs',
  () => GridFsPhotoStore.connect(url, { dbName }),
  async () => {
    const client = await MongoClient.connect(url);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  },
);
