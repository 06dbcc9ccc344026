// The cédula claims of a log from before fingerprints (issue 39): streams `cedula-<digits>`. At every
// start each one still held, and not yet migrated, is claimed again for its holder in the stream of
// its fingerprint (`cedula-<fingerprint>`), so uniqueness holds across the change; the old stream
// stays in the log until `npm run events -- protect` copies the log without it.
import {
  CEDULA_EVENT_TYPES,
  CEDULA_STREAM_PREFIX,
  cedulaStreamId,
  evolveCedula,
  initialCedulaState,
  type CedulaEvent,
} from '@gym/domain';
import { randomUUID } from 'node:crypto';
import { decodeEventOf } from '../../shared/event-store/decode-event.js';
import { ConcurrencyError, type EventStore } from '../../shared/event-store/event-store.port.js';
import { isCedulaFingerprint, type CedulaFingerprint } from '../../shared/personal-data/cedula-fingerprint.js';
import { PersonalDataEventStore } from '../../shared/personal-data/personal-data-event-store.js';

/** The cédula an old claim stream names in clear, or undefined for a fingerprint's stream. */
export function clearCedulaOf(streamId: string): string | undefined {
  const name = streamId.slice(CEDULA_STREAM_PREFIX.length);
  return streamId.startsWith(CEDULA_STREAM_PREFIX) && !isCedulaFingerprint(name) ? name : undefined;
}

/** Migrates every held claim of an old stream; answers how many were claimed again now. */
export async function migrateClearCedulaClaims(
  eventStore: EventStore,
  fingerprint: CedulaFingerprint,
): Promise<number> {
  let migrated = 0;
  for (const streamId of await eventStore.listStreams(CEDULA_STREAM_PREFIX)) {
    const cedula = clearCedulaOf(streamId);
    if (cedula === undefined) continue;
    const target = cedulaStreamId(await fingerprint(cedula));
    if ((await eventStore.readStream(target, { limit: 1 })).length > 0) continue;
    const events = await eventStore.readStream(streamId);
    const state = events
      .map((event) => decodeEventOf<CedulaEvent>(event, CEDULA_EVENT_TYPES))
      .reduce(evolveCedula, initialCedulaState);
    if (state.status !== 'held') continue;
    // A suppressed holder's claim is freed with their key (issue 39): nothing to carry over.
    if (eventStore instanceof PersonalDataEventStore && (await eventStore.keys.get(state.memberId)) === 'destroyed')
      continue;
    try {
      await eventStore.append(
        target,
        [
          {
            id: randomUUID(),
            type: 'CedulaClaimed',
            data: {
              cedula,
              memberId: state.memberId,
              memberName: state.memberName,
              claimedAt: state.claimedAt,
              previousMemberId: null,
            },
            metadata: { migratedFrom: streamId },
          },
        ],
        'no_stream',
      );
      migrated += 1;
    } catch (error) {
      // Another process migrated it, or a new claim was made there first: it stands.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
  return migrated;
}
