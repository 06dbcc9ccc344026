// The members projection: each live member's list document and profile (its state folded with the
// write side's own `evolveMember`), every name ever registered, and the gym's running figures.
import {
  eventOccurredAt,
  evolveMember,
  initialMemberState,
  MEMBER_EVENT_TYPES,
  type ExistingMember,
} from '@gym/domain';
import {
  defineProjection,
  type DocumentKey,
  type DocumentSession,
  type ProjectedEvent,
} from '../../shared/projections/projection.js';
import { emptyGymStats, updateGymStats } from './gym-stats.js';
import {
  GYM_STATS,
  GYM_STATS_ID,
  listedFieldsChanged,
  MEMBER_NAMES,
  MEMBER_PROFILES,
  MEMBERS,
  memberCollections,
  memberListDocument,
  type GymStatsDocument,
  type MemberNameDocument,
  type MemberProfileDocument,
} from './member-documents.js';

type MemberProjectedEvent = ProjectedEvent<(typeof MEMBER_EVENT_TYPES)[number]>;

/**
 * 3: the cédula in the profile and in the list's search (issue 10).
 * 4: the last visit of every plan (R28) in the profile and the list; cédula and absence indexed.
 * 5: the profile names the stream revision it folds up to, so commands start from it (issue 21).
 * 6: search by words (R35, a words index of `searchKeys`) and the name + phone key of R36.
 * Raise it too when `evolveMember` changes: commands trust only profiles folded by this version.
 */
export const MEMBERS_PROJECTION_VERSION = 6;

export const membersProjection = defineProjection({
  name: 'members',
  version: MEMBERS_PROJECTION_VERSION,
  collections: memberCollections,
  eventTypes: MEMBER_EVENT_TYPES,
  documentsRead: (event): DocumentKey[] => [
    { collection: MEMBER_PROFILES, id: event.data.memberId },
    { collection: GYM_STATS, id: GYM_STATS_ID },
  ],
  // `evolveMember` is the exhaustive switch over the member's events: the profile is the write side's state.
  apply(event, documents) {
    const profile = documents.get<MemberProfileDocument>(MEMBER_PROFILES, event.data.memberId);
    const starts = event.type === 'MemberRegistered' || event.type === 'MemberImported';
    if (profile === null && !starts) return;
    const before = profile?.member ?? null;
    const after = evolveMember(before ?? initialMemberState, event) as ExistingMember;
    const stats = documents.get<GymStatsDocument>(GYM_STATS, GYM_STATS_ID) ?? emptyGymStats();
    const live = after.status === 'registered' ? after : null;
    const updated = updateGymStats(stats, before, live);
    if (updated !== stats) documents.put(GYM_STATS, updated);
    if (live) keepMember(event, documents, profile, live);
    else dropMember(documents, after);
  },
});

function keepMember(
  event: MemberProjectedEvent,
  documents: DocumentSession,
  profile: MemberProfileDocument | null,
  member: ExistingMember,
): void {
  const registeredAt = profile?.registeredAt ?? eventOccurredAt(event);
  documents.put(MEMBER_PROFILES, {
    id: member.memberId,
    registeredAt,
    member,
    revision: event.revision,
    foldedBy: MEMBERS_PROJECTION_VERSION,
  } satisfies MemberProfileDocument);
  if (listedFieldsChanged(profile?.member ?? null, member)) documents.put(MEMBERS, memberListDocument(member));
  if (profile?.member.details.name !== member.details.name) {
    documents.put(MEMBER_NAMES, {
      id: member.memberId,
      name: member.details.name,
      deleted: false,
    } satisfies MemberNameDocument);
  }
}

/** R22: the member leaves every list and figure; its name stays for the payments history. */
function dropMember(documents: DocumentSession, member: ExistingMember): void {
  documents.delete(MEMBER_PROFILES, member.memberId);
  documents.delete(MEMBERS, member.memberId);
  documents.put(MEMBER_NAMES, {
    id: member.memberId,
    name: member.details.name,
    deleted: true,
  } satisfies MemberNameDocument);
}
