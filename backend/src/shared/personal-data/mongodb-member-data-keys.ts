// The key store in MongoDB (when MONGODB_URL is set): the collection `member_keys` in a database
// of its own beside the read store's (`<its name>_keys`), so that dropping the read documents (a
// restore, a rebuild from scratch) never drops the keys; one document per member `{ _id: memberId, key, createdAt, destroyedAt }` and
// the gym's secrets as `{ _id: 'secret:<name>', secret }`. A destroyed key is unset in place.
import { Binary, MongoClient, MongoServerError, type Collection } from 'mongodb';
import { newDataKey } from './envelope.js';
import { isSensitiveKeyId } from './sensitive-keys.js';
import {
  KeyStoreError,
  type KeyRecord,
  type KeyStanding,
  type LogMark,
  type MemberDataKeys,
} from './member-data-keys.port.js';

export const MEMBER_KEYS_COLLECTION = 'member_keys';
export const KEYS_DATABASE_SUFFIX = '_keys';
const SECRET_PREFIX = 'secret:';
const DUPLICATE_KEY = 11000;

interface KeyDoc {
  _id: string;
  key?: Binary | null;
  createdAt?: string;
  destroyedAt?: string | null;
  secret?: Binary;
  position?: number;
  eventId?: string;
}

const SUPPRESSIONS_MARK = 'mark:suppressions';

const bytesOf = (binary: Binary): Buffer => Buffer.from(binary.buffer);

function standingOf(doc: KeyDoc): KeyStanding {
  return doc.key ? { kid: doc._id, key: bytesOf(doc.key) } : 'destroyed';
}

export class MongoMemberDataKeys implements MemberDataKeys {
  readonly kind = 'mongodb';

  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDoc>,
  ) {}

  /** `dbName`: the database to keep the keys in (tests); by default the URL's database's name with `_keys`. */
  static async connect(url: string, options: { readonly dbName?: string } = {}): Promise<MongoMemberDataKeys> {
    try {
      const client = await MongoClient.connect(url, { ignoreUndefined: true });
      const dbName = options.dbName ?? `${client.db().databaseName}${KEYS_DATABASE_SUFFIX}`;
      return new MongoMemberDataKeys(client, client.db(dbName).collection<KeyDoc>(MEMBER_KEYS_COLLECTION));
    } catch (error) {
      throw new KeyStoreError(MEMBER_KEYS_COLLECTION, `MongoDB ${MEMBER_KEYS_COLLECTION}: ${(error as Error).message}`);
    }
  }

  async keyFor(memberId: string): Promise<KeyStanding> {
    const found = await this.keys.findOne({ _id: memberId });
    if (found) return standingOf(found);
    try {
      await this.keys.updateOne(
        { _id: memberId },
        { $setOnInsert: { key: new Binary(newDataKey()), createdAt: new Date().toISOString(), destroyedAt: null } },
        { upsert: true },
      );
    } catch (error) {
      // Two processes made the member's key at once: the other one's stands.
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
    const stored = await this.keys.findOne({ _id: memberId });
    if (!stored) throw new Error(`the key of member ${memberId} was not stored`);
    return standingOf(stored);
  }

  async get(memberId: string): Promise<KeyStanding | undefined> {
    const found = await this.keys.findOne({ _id: memberId });
    return found ? standingOf(found) : undefined;
  }

  async getMany(memberIds: readonly string[]): Promise<ReadonlyMap<string, KeyStanding>> {
    const found = new Map<string, KeyStanding>();
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return found;
    for await (const doc of this.keys.find({ _id: { $in: ids } })) found.set(doc._id, standingOf(doc));
    return found;
  }

  async destroy(memberId: string): Promise<boolean> {
    const now = new Date().toISOString();
    const destroyed = await this.keys.updateOne(
      { _id: memberId, key: { $type: 'binData' } },
      { $set: { key: null, destroyedAt: now } },
    );
    if (destroyed.modifiedCount > 0) return true;
    await this.keys.updateOne(
      { _id: memberId },
      { $setOnInsert: { key: null, createdAt: now, destroyedAt: now } },
      { upsert: true },
    );
    return false;
  }

  async listDestroyed(): Promise<string[]> {
    const docs = await this.keys
      .find({ key: null, secret: { $exists: false }, position: { $exists: false } }, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .toArray();
    // A member's destroyed sensitive key (a revocation) is no destroyed member.
    return docs.map((doc) => doc._id).filter((id) => !isSensitiveKeyId(id));
  }

  async gymSecret(name: string): Promise<Buffer> {
    const _id = `${SECRET_PREFIX}${name}`;
    try {
      await this.keys.updateOne({ _id }, { $setOnInsert: { secret: new Binary(newDataKey()) } }, { upsert: true });
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
    const doc = await this.keys.findOne({ _id });
    if (!doc?.secret) throw new Error(`the gym's secret ${name} was not stored`);
    return bytesOf(doc.secret);
  }

  async exportAll(): Promise<{ keys: KeyRecord[]; secrets: Record<string, string> }> {
    const keys: KeyRecord[] = [];
    const secrets: Record<string, string> = {};
    for await (const doc of this.keys.find({}).sort({ _id: 1 })) {
      if (doc._id.startsWith('mark:')) continue;
      if (doc.secret) secrets[doc._id.slice(SECRET_PREFIX.length)] = bytesOf(doc.secret).toString('base64');
      else
        keys.push({
          memberId: doc._id,
          key: doc.key ? bytesOf(doc.key).toString('base64') : null,
          createdAt: doc.createdAt ?? '',
          destroyedAt: doc.destroyedAt ?? null,
        });
    }
    return { keys, secrets };
  }

  async importAll(records: {
    readonly keys: readonly KeyRecord[];
    readonly secrets: Readonly<Record<string, string>>;
  }): Promise<void> {
    for (const record of records.keys) {
      if (record.key === null) {
        const now = record.destroyedAt ?? new Date().toISOString();
        await this.keys.updateOne(
          { _id: record.memberId },
          { $set: { key: null, destroyedAt: now }, $setOnInsert: { createdAt: record.createdAt } },
          { upsert: true },
        );
      } else {
        await this.keys.updateOne(
          { _id: record.memberId },
          {
            $setOnInsert: {
              key: new Binary(Buffer.from(record.key, 'base64')),
              createdAt: record.createdAt,
              destroyedAt: null,
            },
          },
          { upsert: true },
        );
      }
    }
    for (const [name, secret] of Object.entries(records.secrets)) {
      await this.keys.updateOne(
        { _id: `${SECRET_PREFIX}${name}` },
        { $setOnInsert: { secret: new Binary(Buffer.from(secret, 'base64')) } },
        { upsert: true },
      );
    }
  }

  async suppressionsCheckedTo(): Promise<LogMark | undefined> {
    const doc = await this.keys.findOne({ _id: SUPPRESSIONS_MARK });
    return doc?.position !== undefined && doc.eventId !== undefined
      ? { position: doc.position, eventId: doc.eventId }
      : undefined;
  }

  async markSuppressionsCheckedTo(mark: LogMark | undefined): Promise<void> {
    if (mark === undefined) await this.keys.deleteOne({ _id: SUPPRESSIONS_MARK });
    else
      await this.keys.updateOne(
        { _id: SUPPRESSIONS_MARK },
        { $set: { position: mark.position, eventId: mark.eventId } },
        { upsert: true },
      );
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
