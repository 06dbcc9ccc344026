// R52: the photo store in MongoDB (when MONGODB_URL is set): GridFS, bucket `member_photos`, in a
// database of its own beside the read store's (`<its name>_photos`), so that dropping the read
// documents (a restore, a rebuild from scratch) never drops the photos. The file's name is the
// photo's random id; deleting it removes its chunks too.
import { randomBytes } from 'node:crypto';
import { GridFSBucket, MongoClient } from 'mongodb';
import { PHOTO_ID, type PhotoStore, type StoredPhoto } from './photo-store.port.js';

export const PHOTOS_BUCKET = 'member_photos';
export const PHOTOS_DATABASE_SUFFIX = '_photos';
const CONTENT_TYPE = 'image/webp';

export class GridFsPhotoStore implements PhotoStore {
  readonly kind = 'gridfs';

  private constructor(
    private readonly client: MongoClient,
    private readonly bucket: GridFSBucket,
  ) {}

  /** `dbName`: the database to keep the photos in (tests); by default the URL's database's name with `_photos`. */
  static async connect(url: string, options: { readonly dbName?: string } = {}): Promise<GridFsPhotoStore> {
    const client = await MongoClient.connect(url, { ignoreUndefined: true });
    const dbName = options.dbName ?? `${client.db().databaseName}${PHOTOS_DATABASE_SUFFIX}`;
    return new GridFsPhotoStore(client, new GridFSBucket(client.db(dbName), { bucketName: PHOTOS_BUCKET }));
  }

  async put(bytes: Buffer): Promise<string> {
    const photoId = randomBytes(16).toString('hex');
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(photoId, { metadata: { contentType: CONTENT_TYPE } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(bytes);
    });
    return photoId;
  }

  async get(photoId: string): Promise<StoredPhoto | null> {
    if (!PHOTO_ID.test(photoId)) return null;
    const file = await this.bucket.find({ filename: photoId }).limit(1).next();
    if (file === null) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), contentType: CONTENT_TYPE };
  }

  async delete(photoId: string): Promise<void> {
    if (!PHOTO_ID.test(photoId)) return;
    for await (const file of this.bucket.find({ filename: photoId })) await this.bucket.delete(file._id);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
