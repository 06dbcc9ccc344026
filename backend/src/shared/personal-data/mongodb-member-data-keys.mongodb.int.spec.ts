// The MongoDB key store (collection member_keys) against a real server (MONGODB_URL), in a throwaway database.
import { throwawayMongoDatabase } from '../testing/throwaway-mongo-database.js';
import { describeMemberDataKeysContract } from './member-data-keys.contract.js';
import { MongoMemberDataKeys } from './mongodb-member-data-keys.js';

const { url, dbName, drop } = throwawayMongoDatabase('gym_keys_test');

describeMemberDataKeysContract('mongodb', () => MongoMemberDataKeys.connect(url, { dbName }), drop);
