// Where a member's commands start when the member is not in their cache: the profile document the
// members projection keeps, which holds the member's state folded by the same `evolveMember` and
// the stream revision it reaches. Only the events after it are read (a member has ~100 events on
// the large bench gym; reading them all cost about 1.5 ms of a command's 2–4).
import { MEMBER_STATE_VERSION, memberStreamId, type MemberState } from '@gym/domain';
import type { Snapshot } from '../../shared/commands/command-runner.types.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { MEMBER_PROFILES, type MemberProfileDocument } from '../member-list/member-documents.js';

const STREAM_PREFIX = memberStreamId('');

/**
 * The member's folded state and revision, or null: no profile (a deleted member, one registered a
 * moment ago), or one whose state another `evolveMember` computed (MEMBER_STATE_VERSION differs:
 * this code's decisions would start from a state no code computes any more); the stream is then
 * read whole. A profile behind the log is fine: the events after its revision are folded on.
 */
export async function memberSnapshot(readStore: ReadQueries, streamId: string): Promise<Snapshot<MemberState> | null> {
  if (!streamId.startsWith(STREAM_PREFIX)) return null;
  const profile = await readStore.get<MemberProfileDocument>(MEMBER_PROFILES, streamId.slice(STREAM_PREFIX.length));
  if (!profile || profile.stateVersion !== MEMBER_STATE_VERSION || typeof profile.revision !== 'number') return null;
  return { state: profile.member, revision: profile.revision };
}
