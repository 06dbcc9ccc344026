// Chooses the store adapters from the configuration: SQLite files under DATA_DIR by default,
// EventStoreDB and MongoDB when their URLs are set. Their clients (gRPC, the MongoDB driver) are
// loaded only then: otherwise they cost each thread of the app about 20 MB for nothing.
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import type { EventStore } from './event-store/event-store.port.js';
import { SqliteEventStore } from './event-store/sqlite-event-store.js';
import type { ReadStore } from './read-store/read-store.adapter.js';
import { SqliteReadStore } from './read-store/sqlite-read-store.js';

export async function openEventStore(config: AppConfig): Promise<EventStore> {
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
