// R52: the photo store — the members' photos, kept outside the event log (the log holds only a
// photo's id and its SHA-256), so that erasing one (a revocation, a supresión, 'Borrar foto') deletes
// it for good. A file per photo under DATA_DIR/photos (0600 in a 0700 folder), or GridFS in MongoDB
// when MONGODB_URL is set; both pass one contract suite (photo-store.contract.ts).

export const PHOTO_STORE = Symbol('PHOTO_STORE');

/** A stored photo: the bytes as stored (WebP) and their media type. */
export interface StoredPhoto {
  readonly bytes: Buffer;
  readonly contentType: string;
}

export interface PhotoStore {
  readonly kind: 'file' | 'gridfs';

  /** Stores the bytes under a new random id (never derived from the member or the content); returns it. */
  put(bytes: Buffer): Promise<string>;

  /** The photo, or null when there is none by that id (deleted, or never stored). */
  get(photoId: string): Promise<StoredPhoto | null>;

  /** Deletes the photo; nothing when there is none. Idempotent. */
  delete(photoId: string): Promise<void>;

  close(): Promise<void>;
}

/** A photo id as the stores make them: 32 hex digits (never a path). */
export const PHOTO_ID = /^[0-9a-f]{32}$/;
