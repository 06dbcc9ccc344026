// The photo store on disk (R52) against the contract, and its files' modes: 0600 in a 0700 folder.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilePhotoStore, PHOTOS_DIR } from './file-photo-store.js';
import { describePhotoStoreContract } from './photo-store.contract.js';

const dataDir = mkdtempSync(join(tmpdir(), 'gym-photos-'));

describePhotoStoreContract(
  'file',
  async () => FilePhotoStore.open(dataDir),
  async () => rmSync(dataDir, { recursive: true, force: true }),
);

describe('FilePhotoStore on disk', () => {
  it('R52: DATA_DIR/photos is 0700 and each photo <random id>.webp is 0600, nothing else left beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gym-photos-modes-'));
    try {
      const store = FilePhotoStore.open(dir);
      const id = await store.put(Buffer.from('webp'));
      const photos = join(dir, PHOTOS_DIR);
      expect(statSync(photos).mode & 0o777).toBe(0o700);
      expect(readdirSync(photos)).toEqual([`${id}.webp`]);
      expect(statSync(join(photos, `${id}.webp`)).mode & 0o777).toBe(0o600);
      await store.delete(id);
      expect(readdirSync(photos)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
