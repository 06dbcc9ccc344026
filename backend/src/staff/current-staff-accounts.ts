// Each staff account as it stands now in the log (issue 28: rights are read where the decision is
// made, never from a projection that trails the write). The account's own stream is folded once and
// kept; every read asks the store only for what was appended after the revision kept (one indexed
// read, nearly always empty), so a role change, a disable or a new password holds for the very next
// request, in this process and in any other on the same event store.
import { STAFF_EVENT_TYPES, staffStreamId, type StaffEvent } from '@gym/domain';
import { decodeRecordedEvent, type DecodedEvent } from '../shared/event-store/decode-event.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { changedAccount, createdAccount, type StaffAccountDocument } from './staff-accounts/staff-account-fold.js';

interface Folded {
  readonly revision: number;
  readonly account: StaffAccountDocument | null;
}

type StaffRecorded = DecodedEvent<StaffEvent['type']>;

export class CurrentStaffAccounts {
  private readonly folded = new Map<string, Folded>();

  /**
   * `firstAccountId`: the gym's first account, asked only for an account created before roles
   * existed (its role depends on being the first, R25).
   */
  constructor(
    private readonly eventStore: EventStore,
    private readonly firstAccountId: () => Promise<string | undefined>,
    private readonly projected: (staffId: string) => Promise<StaffAccountDocument | null> = () => Promise.resolve(null),
  ) {}

  /**
   * As `current`; but when the log cannot be read, the account as last read here, else as projected.
   * So the screens keep reading while the event store is away (a disk that fails, EventStoreDB
   * restarting), as they did when sessions were read from the projection: no change to anyone's
   * rights can be stored meanwhile either, and every command still reads the account again.
   */
  async currentOrLastKnown(staffId: string): Promise<StaffAccountDocument | null> {
    try {
      return await this.current(staffId);
    } catch {
      const known = this.folded.get(staffId);
      return known ? known.account : this.projected(staffId);
    }
  }

  /** The account as its stream leaves it now; null when it has no account. */
  async current(staffId: string): Promise<StaffAccountDocument | null> {
    const known = this.folded.get(staffId) ?? { revision: -1, account: null };
    const newer = await this.eventStore.readStream(staffStreamId(staffId), { fromRevision: known.revision + 1 });
    const last = newer.at(-1);
    if (last === undefined) return known.account;
    let account = known.account;
    for (const recorded of newer) account = await this.after(account, decodeRecordedEvent(recorded) as StaffRecorded);
    // Two overlapping reads may finish out of order: the newer fold is the one kept.
    if (last.revision > (this.folded.get(staffId)?.revision ?? -1))
      this.folded.set(staffId, { revision: last.revision, account });
    return account;
  }

  private async after(
    account: StaffAccountDocument | null,
    event: StaffRecorded,
  ): Promise<StaffAccountDocument | null> {
    if (!STAFF_EVENT_TYPES.includes(event.type)) throw new Error(`${event.streamId} holds a ${event.type}`);
    if (event.type === 'StaffAccountCreated') {
      const isFirst = event.data.role === undefined && (await this.firstAccountId()) === event.data.staffId;
      return createdAccount(event, isFirst);
    }
    return account === null ? null : changedAccount(account, event);
  }
}
