// The GridFS photo store (bucket member_photos) against a real server (MONGODB_URL), in a throwaway database.
import { throwawayMongoDatabase } from '../../shared/testing/throwaway-mongo-database.js';
import { GridFsPhotoStore } from './gridfs-photo-store.js';
import { describePhotoStoreContract } from './photo-store.contract.js';

const { url, dbName, drop } = throwawayMongoDatabase('gym_photos_test');

describePhotoStoreContract('gridfs', () => GridFsPhotoStore.connect(url, { dbName }), drop);
