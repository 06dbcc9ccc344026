// The event-store contract against a real EventStoreDB (jest includes this file only when EVENTSTORE_URL is set).
import { describeEventStoreContract } from './event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const url = process.env['EVENTSTORE_URL'];
if (!url) {
  throw new Error(
    'EVENTSTORE_URL is not set: start EventStoreDB (docker compose up eventstore) and set it, e.g. esdb://localhost:2113?tls=false',
  );
}

describeEventStoreContract('EventStoreDB', async () => EventStoreDbEventStore.connect(url));
