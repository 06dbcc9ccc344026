// R52: the photo store on disk: DATA_DIR/photos/<random id>.webp, each file 0600 in a 0700 folder
// (private-files.ts), written to a temporary name and renamed, so a crash never leaves half a photo.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../shared/private-files.js';
import { PHOTO_ID, type PhotoStore, type StoredPhoto } from './photo-store.port.js';

export const PHOTOS_DIR = 'photos';
const CONTENT_TYPE = 'image/webp';

export class FilePhotoStore implements PhotoStore {
  readonly kind = 'file';

  private constructor(private readonly dir: string) {}

  /** The store in `dataDir`/photos, created 0700 when missing. */
  static open(dataDir: string): FilePhotoStore {
    const dir = join(dataDir, PHOTOS_DIR);
    makePrivateDir(dir);
    return new FilePhotoStore(dir);
  }

  private fileOf(photoId: string): string | null {
    return PHOTO_ID.test(photoId) ? join(this.dir, `${photoId}.webp`) : null;
  }

  async put(bytes: Buffer): Promise<string> {
    const photoId = randomBytes(16).toString('hex');
    const file = join(this.dir, `${photoId}.webp`);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    await rename(temporary, file);
    return photoId;
  }

  async get(photoId: string): Promise<StoredPhoto | null> {
    const file = this.fileOf(photoId);
    if (file === null) return null;
    try {
      return { bytes: await readFile(file), contentType: CONTENT_TYPE };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(photoId: string): Promise<void> {
    const file = this.fileOf(photoId);
    if (file !== null) await rm(file, { force: true });
  }

  async close(): Promise<void> {}
}
