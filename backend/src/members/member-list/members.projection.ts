// The members projection: each live member's list document and profile (its state folded with the
// write side's own `evolveMember`), every name ever registered, and the gym's running figures.
import {
  eventOccurredAt,
  message,
  evolveMember,
  discountAfter,
  initialMemberState,
  MEMBER_EVENT_TYPES,
  MEMBER_STATE_VERSION,
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
  DELETED_MEMBER_PROFILES,
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
 * The documents' shape: 3: the cédula in the profile and in the list's search (issue 10).
 * 4: the last visit of every plan (R28) in the profile and the list; cédula and absence indexed.
 * 5: the profile names the stream revision it folds up to, so commands start from it (issue 21).
 * 6: the profile names the fold that computed its state (`stateVersion`, issue 31).
 * 7: search by words (R35, a words index of `searchKeys`) and the name + phone key of R36.
 * 8: the state holds every payment (R29 voids) and the latest freeze (R31); the list its freeze.
 * 9: the day a spreadsheet import recorded the member (`importedOn`), from which 'Sin venir' counts (issue 41).
 * 10: the member's authorisation (R47) in the state, and whether it is pending in the list; a deleted member's profile is set aside (`deleted_member_profiles`) for a restore (R44); the
 *     names carry the cédula, for the exports' payer column (R42); the plan, ticket days used and entry date indexed, for Recordatorios' Tiqueteras and debts (R50).
 * 11: R48: a suppressed member keeps a blanked profile (its money history), leaves the list and the
 *     search, and its name reads 'Titular suprimido' (`suppressed`) wherever money shows it.
 * 12: R52: the list document carries the photo's version (`photo`), which Ingreso's card shows.
 * 13: R38: the list indexed on `plan, nameKey, id` for its plan filter and its sort by the plan's name.
 * 14: R39: the profile keeps the current membership's discount (`discount`), for the members' exports.
 */
const MEMBERS_DOCUMENTS_VERSION = 14;

/**
 * The documents' shape and `evolveMember`'s fingerprint together: a new fold changes the version by
 * itself, so every app rebuilds the profiles at its next start (until then commands ignore them).
 */
export const MEMBERS_PROJECTION_VERSION =
  MEMBERS_DOCUMENTS_VERSION * 100_000_000 + Number.parseInt(MEMBER_STATE_VERSION.slice(0, 6), 16);

export const membersProjection = defineProjection({
  name: 'members',
  version: MEMBERS_PROJECTION_VERSION,
  collections: memberCollections,
  eventTypes: MEMBER_EVENT_TYPES,
  documentsRead: (event): DocumentKey[] => {
    const profile = { collection: MEMBER_PROFILES, id: event.data.memberId };
    const stats = { collection: GYM_STATS, id: GYM_STATS_ID };
    if (!readsSetAside(event)) return [profile, stats];
    return [profile, { collection: DELETED_MEMBER_PROFILES, id: event.data.memberId }, stats];
  },
  // `evolveMember` is the exhaustive switch over the member's events: the profile is the write side's state.
  apply(event, documents) {
    const profile = documents.get<MemberProfileDocument>(MEMBER_PROFILES, event.data.memberId);
    // R44: a restore (or a void of a deleted member's payment) starts from the profile set aside.
    const setAside =
      profile === null && readsSetAside(event)
        ? documents.get<MemberProfileDocument>(DELETED_MEMBER_PROFILES, event.data.memberId)
        : null;
    const starts = event.type === 'MemberRegistered' || event.type === 'MemberImported';
    const current = profile ?? setAside;
    if (current === null && !starts) return;
    const before = current?.member ?? null;
    const after = evolveMember(before ?? initialMemberState, event) as ExistingMember;
    const stats = documents.get<GymStatsDocument>(GYM_STATS, GYM_STATS_ID) ?? emptyGymStats();
    const live = after.status === 'registered' ? after : null;
    const updated = updateGymStats(stats, before?.status === 'registered' ? before : null, live);
    if (updated !== stats) documents.put(GYM_STATS, updated);
    if (after.status === 'suppressed') keepSuppressed(event, documents, current, after);
    else if (live) {
      if (setAside !== null) documents.delete(DELETED_MEMBER_PROFILES, event.data.memberId);
      keepMember(event, documents, current, live, setAside !== null);
    } else if (current !== null) setMemberAside(event, documents, current, after);
  },
});

/** R22 + R29: the events a deleted member's stream still takes: a void of its payment, its restore (R44), its supresión (R48). */
function readsSetAside(event: MemberProjectedEvent): boolean {
  return event.type === 'MemberRestored' || event.type === 'PaymentVoided' || event.type === 'MemberSuppressed';
}

/**
 * R48 (c): the member's personal data is gone from every document: the profile keeps the blanked
 * state (the money history), the list and its word index drop the member, and the name that
 * payments, receipts and the cierre show reads 'Titular suprimido'.
 */
function keepSuppressed(
  event: MemberProjectedEvent,
  documents: DocumentSession,
  profile: MemberProfileDocument | null,
  member: ExistingMember,
): void {
  documents.put(MEMBER_PROFILES, {
    id: member.memberId,
    registeredAt: profile?.registeredAt ?? eventOccurredAt(event),
    member,
    revision: event.revision,
    stateVersion: profile === null ? MEMBER_STATE_VERSION : (profile.stateVersion ?? null),
    discount: discountAfter(profile?.discount ?? null, event),
  } satisfies MemberProfileDocument);
  documents.delete(DELETED_MEMBER_PROFILES, member.memberId);
  documents.delete(MEMBERS, member.memberId);
  documents.put(MEMBER_NAMES, {
    id: member.memberId,
    name: message('PRIVACY.SUPPRESSED_HOLDER'),
    deleted: false,
    suppressed: true,
    cedula: null,
  } satisfies MemberNameDocument);
}

function keepMember(
  event: MemberProjectedEvent,
  documents: DocumentSession,
  profile: MemberProfileDocument | null,
  member: ExistingMember,
  restored = false,
): void {
  const registeredAt = profile?.registeredAt ?? eventOccurredAt(event);
  documents.put(MEMBER_PROFILES, {
    id: member.memberId,
    registeredAt,
    member,
    revision: event.revision,
    // A profile folded partly by another fold (written before the code changed) stays marked so.
    stateVersion: profile === null ? MEMBER_STATE_VERSION : (profile.stateVersion ?? null),
    discount: discountAfter(profile?.discount ?? null, event),
  } satisfies MemberProfileDocument);
  if (restored || listedFieldsChanged(profile?.member ?? null, member))
    documents.putBuilt(MEMBERS, member.memberId, () => memberListDocument(member));
  const named = profile?.member.details;
  if (restored || named?.name !== member.details.name || named.cedula !== member.details.cedula) {
    documents.put(MEMBER_NAMES, {
      id: member.memberId,
      name: member.details.name,
      deleted: false,
      cedula: member.details.cedula ?? null,
    } satisfies MemberNameDocument);
  }
}

/**
 * R22: the member leaves every list and figure; its name stays for the payments history. R44: its
 * profile is set aside as the deletion left it, for a restore to bring back.
 */
function setMemberAside(
  event: MemberProjectedEvent,
  documents: DocumentSession,
  profile: MemberProfileDocument,
  member: ExistingMember,
): void {
  documents.put(DELETED_MEMBER_PROFILES, {
    ...profile,
    member,
    revision: event.revision,
  } satisfies MemberProfileDocument);
  if (event.type !== 'MemberDeleted') return;
  documents.delete(MEMBER_PROFILES, member.memberId);
  documents.delete(MEMBERS, member.memberId);
  documents.put(MEMBER_NAMES, {
    id: member.memberId,
    name: member.details.name,
    deleted: true,
    cedula: member.details.cedula ?? null,
  } satisfies MemberNameDocument);
}
