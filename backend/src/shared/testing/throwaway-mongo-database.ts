// For a MongoDB adapter's contract suite: the server (MONGODB_URL, the suite refuses to run without
// it), a database name of its own for this run, and the drop that throws that database away.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';

export interface ThrowawayMongoDatabase {
  readonly url: string;
  readonly dbName: string;
  /** Drops the database: the suite's cleanup. */
  readonly drop: () => Promise<void>;
}

/** `prefix`: what the database is for, e.g. 'gym_photos_test'. */
export function throwawayMongoDatabase(prefix: string): ThrowawayMongoDatabase {
  const url = process.env['MONGODB_URL'];
  if (!url) throw new Error('MONGODB_URL is not set: run this suite against a MongoDB server (docs/scale-out.md)');
  const dbName = `${prefix}_${randomBytes(4).toString('hex')}`;
  return {
    url,
    dbName,
    drop: async () => {
      const client = await MongoClient.connect(url);
      try {
        await client.db(dbName).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}
