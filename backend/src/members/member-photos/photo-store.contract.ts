// The contract every photo store passes (R52): the file store here (file-photo-store.int.spec.ts),
// GridFS when MONGODB_URL is set (gridfs-photo-store.mongodb.int.spec.ts).
import type { PhotoStore } from './photo-store.port.js';
import { PHOTO_ID } from './photo-store.port.js';

export function describePhotoStoreContract(
  name: string,
  open: () => Promise<PhotoStore>,
  cleanup: () => Promise<void> = async () => {},
): void {
  describe(`PhotoStore contract: ${name}`, () => {
    let store: PhotoStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    const bytes = (size: number, fill: number): Buffer => Buffer.alloc(size, fill);

    it('put gives a new random id each time; get gives the same bytes back as image/webp', async () => {
      const a = await store.put(bytes(1000, 1));
      const b = await store.put(bytes(1000, 1));
      expect(a).toMatch(PHOTO_ID);
      expect(b).not.toBe(a);
      const got = await store.get(a);
      expect(got?.contentType).toBe('image/webp');
      expect(got?.bytes.equals(bytes(1000, 1))).toBe(true);
    });

    it('a photo larger than one chunk (300 KB) comes back whole', async () => {
      const big = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
      const id = await store.put(big);
      expect((await store.get(id))?.bytes.equals(big)).toBe(true);
    });

    it('delete: the photo is gone; a second delete and a delete of an unknown id do nothing', async () => {
      const id = await store.put(bytes(10, 7));
      await store.delete(id);
      expect(await store.get(id)).toBeNull();
      await store.delete(id);
      await store.delete('0'.repeat(32));
      expect(await store.get('0'.repeat(32))).toBeNull();
    });

    it('an id that is not one of its own (a path, another shape) finds nothing and deletes nothing', async () => {
      const id = await store.put(bytes(10, 3));
      for (const bad of ['../card-secret', `${id}/../${id}`, '', id.toUpperCase(), `${id}.webp`]) {
        expect(await store.get(bad)).toBeNull();
        await store.delete(bad);
      }
      expect(await store.get(id)).not.toBeNull();
    });
  });
}
