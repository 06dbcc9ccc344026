// The event log as the app reads and writes it (issue 39, crypto-shredding): any EventStore (SQLite
// or EventStoreDB) with the members' personal fields sealed under their data keys as events are
// appended, and opened again as stored events are read, before decode-event.ts checks their shape.
// So the domain, the projections and the audit read plain values and never touch a key; a member
// whose key is destroyed reads '[dato suprimido]' (null for a number) in every event, a rebuild too.
// The operator's copies of the log (export, backup) read the store underneath: the log as stored.
import {
  EventStoreUnavailableError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
} from '../event-store/event-store.port.js';
import type { KeyStanding, MemberDataKeys } from './member-data-keys.port.js';
import {
  hasClearSensitiveFields,
  openPersonalFields,
  otherKeyIds,
  protectedMemberOf,
  sealPersonalFields,
} from './personal-fields.js';
import { currentSensitiveKey } from './sensitive-keys.js';

export class PersonalDataEventStore implements EventStore {
  readonly kind: EventStore['kind'];
  readonly atomicAppendMany: boolean;
  readonly readEvent?: (streamId: string, eventId: string) => Promise<RecordedEvent | undefined>;

  constructor(
    /** The log as stored: what export and backup copy. */
    readonly stored: EventStore,
    readonly keys: MemberDataKeys,
    private readonly options: { readonly closeKeys?: boolean } = {},
  ) {
    this.kind = stored.kind;
    this.atomicAppendMany = stored.atomicAppendMany;
    const readEvent = stored.readEvent?.bind(stored);
    if (readEvent) {
      this.readEvent = async (streamId, eventId) => {
        const event = await readEvent(streamId, eventId);
        return event === undefined ? undefined : (await this.reveal([event]))[0];
      };
    }
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.stored.append(streamId, await this.seal(events), expected);
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    const sealed = await Promise.all(appends.map(async (one) => ({ ...one, events: await this.seal(one.events) })));
    return this.stored.appendMany(sealed);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.reveal(await this.stored.readStream(streamId, options));
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    return this.reveal(await this.stored.readAll(after, limit));
  }

  headPosition(): Promise<GlobalPosition> {
    return this.stored.headPosition();
  }

  async *subscribe(after: GlobalPosition, signal: AbortSignal): AsyncIterable<RecordedEvent> {
    for await (const event of this.stored.subscribe(after, signal)) {
      const [revealed] = await this.reveal([event]);
      if (revealed) yield revealed;
    }
  }

  listStreams(prefix: string): Promise<string[]> {
    return this.stored.listStreams(prefix);
  }

  async close(): Promise<void> {
    await this.stored.close();
    if (this.options.closeKeys !== false) await this.keys.close();
  }

  /** The events to append with their personal fields sealed (a new member's key made here). */
  private async seal(events: readonly EventToAppend[]): Promise<readonly EventToAppend[]> {
    if (!events.some((event) => protectedMemberOf(event.type, event.data) !== undefined)) return events;
    const standings = new Map<string, KeyStanding>();
    const sensitiveStandings = new Map<string, KeyStanding>();
    const sealed: EventToAppend[] = [];
    for (const event of events) {
      const memberId = protectedMemberOf(event.type, event.data);
      if (memberId === undefined) {
        sealed.push(event);
        continue;
      }
      let standing = standings.get(memberId);
      if (standing === undefined) {
        standing = await this.keyFor(memberId);
        standings.set(memberId, standing);
      }
      // R48 (b): health data under the member's sensitive key, made when first needed.
      let sensitive: KeyStanding | undefined;
      if (hasClearSensitiveFields(event.type, event.data)) {
        sensitive = sensitiveStandings.get(memberId);
        if (sensitive === undefined) {
          sensitive = await this.sensitiveKeyFor(memberId);
          sensitiveStandings.set(memberId, sensitive);
        }
      }
      const data = sealPersonalFields(event.type, event.data, standing, sensitive);
      sealed.push(data === event.data ? event : { ...event, data });
    }
    return sealed;
  }

  /** The member's key; a key store that cannot write (a full disk) is the log's: nothing is appended (503). */
  private async keyFor(memberId: string): Promise<KeyStanding> {
    try {
      return await this.keys.keyFor(memberId);
    } catch (error) {
      throw error instanceof EventStoreUnavailableError ? error : new EventStoreUnavailableError(error);
    }
  }

  private async sensitiveKeyFor(memberId: string): Promise<KeyStanding> {
    try {
      return await currentSensitiveKey(this.keys, memberId);
    } catch (error) {
      throw error instanceof EventStoreUnavailableError ? error : new EventStoreUnavailableError(error);
    }
  }

  /**
   * The stored events with their personal fields opened (or erased): one key lookup per batch, for
   * the members and the sensitive keys their sealed health fields name.
   */
  private async reveal(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    let ids: string[] | undefined;
    for (const event of events) {
      const memberId = protectedMemberOf(event.type, event.data);
      if (memberId === undefined) continue;
      (ids ??= []).push(memberId);
      otherKeyIds(event.type, event.data, memberId, ids);
    }
    if (ids === undefined) return events;
    const standings = await this.keys.getMany(ids);
    return events.map((event) => {
      const memberId = protectedMemberOf(event.type, event.data);
      if (memberId === undefined) return event;
      const data = openPersonalFields(event.type, event.data, standings.get(memberId), standings);
      return data === event.data ? event : { ...event, data };
    });
  }
}
