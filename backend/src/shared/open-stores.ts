// Chooses the store adapters from the configuration: SQLite files under DATA_DIR by default,
// EventStoreDB and MongoDB when their URLs are set.
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import type { EventStore } from './event-store/event-store.port.js';
import { EventStoreDbEventStore } from './event-store/eventstoredb-event-store.js';
import { SqliteEventStore } from './event-store/sqlite-event-store.js';
import { promiseOf } from './promise-of.js';
import { MongoReadStore } from './read-store/mongodb-read-store.js';
import type { ReadStore } from './read-store/read-store.port.js';
import { SqliteReadStore } from './read-store/sqlite-read-store.js';

export function openEventStore(config: AppConfig): Promise<EventStore> {
  return promiseOf(() => {
    if (config.eventStoreUrl) return EventStoreDbEventStore.connect(config.eventStoreUrl);
    // Concurrent commands share one transaction and one fsync; each still answers only once durable.
    return SqliteEventStore.open(join(config.dataDir, 'events.db'), { groupCommit: true });
  });
}

export async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongoUrl) return MongoReadStore.connect(config.mongoUrl);
  return SqliteReadStore.open(join(config.dataDir, 'read.db'));
}
