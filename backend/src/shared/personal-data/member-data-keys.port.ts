// The key store port (issue 39, crypto-shredding): every member's data key, kept outside the event
// log so that destroying it forgets the member's personal data wherever the log went (every
// rebuild, export and backup of the log). SQLite (`DATA_DIR/keys.db`, 0600) and MongoDB
// (collection `member_keys`) implement it and pass one contract suite (member-data-keys.contract.ts).
// Never EventStoreDB: it cannot forget.

/** A member's data key: `kid` names it in every envelope sealed under it. */
export interface MemberDataKey {
  readonly kid: string;
  readonly key: Buffer;
}

/** What the store holds for a member: a key, or the mark of a destroyed one (a supresión). */
export type KeyStanding = MemberDataKey | 'destroyed';

/** One record of the store, as a backup or an export of the keys carries it. */
export interface KeyRecord {
  readonly memberId: string;
  /** base64; null once destroyed. */
  readonly key: string | null;
  readonly createdAt: string;
  readonly destroyedAt: string | null;
}

export interface MemberDataKeys {
  readonly kind: 'sqlite' | 'mongodb';

  /** The member's key, created when the member has none; 'destroyed' once destroyed (never made again). */
  keyFor(memberId: string): Promise<KeyStanding>;

  /** The member's key or its destroyed mark; undefined when the member never had one. */
  get(memberId: string): Promise<KeyStanding | undefined>;

  /** `get` for several members at once (a batch of the log being read): only those with a record. */
  getMany(memberIds: readonly string[]): Promise<ReadonlyMap<string, KeyStanding>>;

  /**
   * Destroys the member's key: its bytes are gone from the store (and its files), a mark stays so
   * no key is made for the member again. True when a key was destroyed now; false when it already
   * was. Marks a member who never had a key too (their data in clear is then read as erased).
   */
  destroy(memberId: string): Promise<boolean>;

  /** Every member whose key is destroyed. */
  listDestroyed(): Promise<string[]>;

  /**
   * A secret of the gym's, made once and kept here beside the keys: the key of the keyed hashes
   * (HMAC-SHA256) that let a cédula stay unique without being stored in clear.
   */
  gymSecret(name: string): Promise<Buffer>;

  /** Every record (keys and destroyed marks; the gym's secrets under `secrets`), for a backup of the keys. */
  exportAll(): Promise<{ readonly keys: KeyRecord[]; readonly secrets: Readonly<Record<string, string>> }>;

  /**
   * Records from a backup of the keys: a key the store does not have is added, a destroyed mark
   * always wins (a key destroyed here or there stays destroyed), a secret the store lacks is added.
   */
  importAll(records: {
    readonly keys: readonly KeyRecord[];
    readonly secrets: Readonly<Record<string, string>>;
  }): Promise<void>;

  /**
   * How far the log was searched for supresiones whose key must be destroyed (finishSuppressions):
   * the position and id of the last event read then, or undefined before the first search.
   */
  suppressionsCheckedTo(): Promise<LogMark | undefined>;
  markSuppressionsCheckedTo(mark: LogMark | undefined): Promise<void>;

  close(): Promise<void>;
}

/** An event of the log by its position and id: the id tells a log restored or replaced since. */
export interface LogMark {
  readonly position: number;
  readonly eventId: string;
}

/** The key store cannot be opened or read: the app refuses to start rather than serve blanks as if erased. */
export class KeyStoreError extends Error {
  override name = 'KeyStoreError';
  constructor(
    readonly file: string,
    text: string,
  ) {
    super(text);
  }
}
