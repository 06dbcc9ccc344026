// Chooses the store adapters from the configuration: SQLite files under DATA_DIR by default,
// EventStoreDB and MongoDB when their URLs are set. Their clients (gRPC, the MongoDB driver) are
// loaded only then: otherwise they cost each thread of the app about 20 MB for nothing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { message } from '@gym/domain';
import type { AppConfig } from '../config.js';
import type { EventStore } from './event-store/event-store.port.js';
import { SqliteEventStore } from './event-store/sqlite-event-store.js';
import { isEnvelope } from './personal-data/envelope.js';
import { KeyStoreError, type MemberDataKeys } from './personal-data/member-data-keys.port.js';
import { PersonalDataEventStore } from './personal-data/personal-data-event-store.js';
import { SqliteMemberDataKeys } from './personal-data/sqlite-member-data-keys.js';
import type { ReadStore } from './read-store/read-store.adapter.js';
import { SqliteReadStore } from './read-store/sqlite-read-store.js';

/**
 * The event log as the app reads and writes it: the members' personal fields sealed under their
 * data keys on append and opened on read (PersonalDataEventStore, issue 39). Refuses, with a
 * KeyStoreError naming the file, a key store that cannot be read, or one missing beside a log that
 * holds sealed data: without its keys the log would read as if every member were erased.
 */
export async function openEventStore(config: AppConfig): Promise<PersonalDataEventStore> {
  const stored = await openStoredEventStore(config);
  try {
    const keys = await openMemberDataKeys(config, stored);
    return new PersonalDataEventStore(stored, keys);
  } catch (error) {
    await stored.close();
    throw error;
  }
}

/** Where the SQLite key store lives: beside the log, never in it. */
export const keysFileOf = (config: AppConfig): string => join(config.dataDir, 'keys.db');

/**
 * The key store: MongoDB's collection `member_keys` when MONGODB_URL is set, else `DATA_DIR/keys.db`
 * (0600). Never EventStoreDB. `log` (the log as stored) is looked at only when keys.db is missing.
 */
export async function openMemberDataKeys(config: AppConfig, log?: EventStore): Promise<MemberDataKeys> {
  if (config.mongoUrl) {
    const { MongoMemberDataKeys } = await import('./personal-data/mongodb-member-data-keys.js');
    return MongoMemberDataKeys.connect(config.mongoUrl);
  }
  const file = keysFileOf(config);
  if (!existsSync(file) && log !== undefined && (await holdsSealedData(log))) {
    throw new KeyStoreError(file, message('CLI.KEYS_MISSING', { archivo: file }));
  }
  return SqliteMemberDataKeys.open(file);
}

/** Whether the log's first member's first event has a sealed field: a log protected before. */
async function holdsSealedData(log: EventStore): Promise<boolean> {
  const [first] = await log.listStreams('member-');
  if (first === undefined) return false;
  const [event] = await log.readStream(first, { limit: 1 });
  return event !== undefined && Object.values(event.data).some(isEnvelope);
}

/** Whether there is a key store to copy: MongoDB's, or a keys.db (a copy never creates an empty one). */
export const hasKeyStore = (config: AppConfig): boolean =>
  config.mongoUrl !== undefined || existsSync(keysFileOf(config));

/** The log as stored, personal fields sealed: what export, import and backup copy as they are. */
export async function openStoredEventStore(config: AppConfig): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('./event-store/eventstoredb-event-store.js');
    return EventStoreDbEventStore.connect(config.eventStoreUrl);
  }
  // Concurrent commands share one transaction and one fsync; each still answers only once durable.
  return SqliteEventStore.open(join(config.dataDir, 'events.db'), { groupCommit: true });
}

export async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongoUrl) {
    const { MongoReadStore } = await import('./read-store/mongodb-read-store.js');
    return MongoReadStore.connect(config.mongoUrl);
  }
  return SqliteReadStore.open(join(config.dataDir, 'read.db'));
}
