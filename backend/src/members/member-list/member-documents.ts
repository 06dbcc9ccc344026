// The read documents of the members projection and how each is derived from the member's state.
import {
  absentSince,
  activeThrough,
  alertExpiry,
  ALWAYS_ACTIVE,
  normaliseSearchText,
  searchKeysOf,
  type ExistingMember,
  type FreezeWindow,
  type MemberListItem,
  type MembershipDiscount,
  type PlanId,
  type PlanTerms,
  planLabel,
  photoVersion,
} from '@gym/domain';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const MEMBERS = 'members';
export const MEMBER_PROFILES = 'member_profiles';
export const MEMBER_NAMES = 'member_names';
/** R44: a deleted member's profile, set aside until a restore brings it back (read by no screen). */
export const DELETED_MEMBER_PROFILES = 'deleted_member_profiles';
export const GYM_STATS = 'gym_stats';
export const GYM_STATS_ID = 'gym';

/**
 * A live member as lists and the dashboard read it: small, with a field for every filter and sort.
 * The plan's name is the catalogue's at query time (a rename shows at once), so the document keeps none.
 */
export interface MemberListDocument extends Omit<MemberListItem, 'status' | 'planName'> {
  readonly birthday: string | null;
  /** The name lower-cased without accents: the list sorts by it. */
  readonly nameKey: string;
  /** R35: the words of the name and every ending of the phone's and cédula's digits (searchKeysOf). */
  readonly searchKeys: readonly string[];
  /** R36: the name as `nameKey` and the phone's digits, to find the same person registered twice. */
  readonly contactKey: string;
  /**
   * A spec plan's label normalised (kept for old readers); the list sorts by plan by the plan's name in
   * the gym's catalogue at query time (`planSortedPage`), so a renamed or gym plan sorts by its name.
   */
  readonly planSort: string;
  /** R38: the terms of the member's plan, which every rule on the document reads (never the plan's id). */
  readonly planTerms: PlanTerms;
  /** The expiry to sort by: a member without one (a Tiquetera not started) sorts as never expiring. */
  readonly expirySort: string;
  /** See `activeThrough` in @gym/domain (spec §4). */
  readonly activeThrough: string | null;
  /** The expiry that R14's alert lists look at: none for a Tiquetera. */
  readonly alertExpiresOn: string | null;
  /** 'MM-DD' of the birthday, for R15's window. */
  readonly birthdayMonthDay: string | null;
  /** Entry date of the current membership. */
  readonly joinedOn: string;
  /** The last visit of any plan (R28): its day and instant, null before the first. */
  readonly lastVisitOn: string | null;
  readonly lastVisitAt: string | null;
  /** Issue 41: the day a spreadsheet import recorded the member; null otherwise. */
  readonly importedOn: string | null;
  /** The last visit, or the entry date (the import day when later) without one: the dashboard's 'Sin venir' range. */
  readonly absentSince: string;
  /** R31: the latest freeze's days (current, scheduled or over), flat too so the alert lists can leave out a frozen member. */
  readonly freeze: FreezeWindow | null;
  readonly frozenFrom: string | null;
  readonly frozenUntil: string | null;
  /** R47: no authorisation recorded yet ('Autorización pendiente' at Ingreso). */
  readonly authorizationPending: boolean;
  /** R47, R50: the member said no to reminders. */
  readonly remindersRefused: boolean;
  /** R52: the photo's version (photoVersion), what Ingreso's card puts in its address; null without one. */
  readonly photo: string | null;
  readonly [key: string]: unknown;
}

/**
 * The member's whole state as the write side folds it (the profile reads it), and the stream
 * revision it reaches: commands on a member not in their cache start from it (a snapshot).
 */
export interface MemberProfileDocument {
  readonly id: string;
  readonly registeredAt: string;
  readonly member: ExistingMember;
  /** Revision of the member's last event folded into `member`. */
  readonly revision: number;
  /**
   * The fingerprint of the `evolveMember` that folded every event into `member` (MEMBER_STATE_VERSION
   * then); null when some were folded by another. Commands use the snapshot only when it is the current one.
   */
  readonly stateVersion: string | null;
  /** R39: the discount of the current membership (a date-only move keeps it); absent in a document before it: none. */
  readonly discount?: MembershipDiscount | null;
  readonly [key: string]: unknown;
}

/** Every member ever registered, deleted ones kept: histories show the name (R22). */
export interface MemberNameDocument {
  readonly id: string;
  readonly name: string;
  readonly deleted: boolean;
  /** Its cédula (digits), for the payer's column of the exports (R42); null without one. */
  readonly cedula?: string | null;
  /** R48: the member's data was suppressed; `name` reads 'Titular suprimido'. */
  readonly suppressed?: boolean;
  readonly [key: string]: unknown;
}

/** The gym's figures that do not depend on the day: the dashboard reads them in one get. */
export interface GymStatsDocument {
  readonly id: string;
  readonly totalMembers: number;
  readonly pendingDebts: number;
  /** Members per plan id: the three spec plans always, and each plan of the gym's own in use (R38). */
  readonly planDistribution: Readonly<Record<PlanId, number>>;
  readonly [key: string]: unknown;
}

export const memberCollections: readonly CollectionSpec[] = [
  {
    name: MEMBERS,
    fields: {
      nameKey: 'text',
      searchKeys: 'words',
      contactKey: 'text',
      planSort: 'text',
      expirySort: 'text',
      debt: 'number',
      activeThrough: 'text',
      alertExpiresOn: 'text',
      birthdayMonthDay: 'text',
      cedula: 'text',
      absentSince: 'text',
      frozenFrom: 'text',
      frozenUntil: 'text',
      // R50: Recordatorios finds the Tiqueteras with few visits left and the debts of an old entry.
      plan: 'text',
      ticketDaysUsed: 'number',
      joinedOn: 'text',
    },
    // Each sort of the list walks one index in order; a search (R35) reads the ids of its words from
    // the `searchKeys` words index and probes them along that walk.
    indexes: [
      ['nameKey', 'id'],
      // R38: the plan filter, and sorted by plan (the plans by name, each plan's members by theirs).
      ['plan', 'nameKey', 'id'],
      ['expirySort', 'nameKey', 'id'],
      ['debt', 'nameKey', 'id'],
      ['contactKey'],
      // Active members are counted on it; 'Sin venir' counts its absences on it, index only.
      ['activeThrough', 'absentSince'],
      ['alertExpiresOn', 'nameKey'],
      ['birthdayMonthDay', 'nameKey'],
      // The check-in desk finds a scanned cédula in one lookup; 'Sin venir' walks the absences in
      // order and checks `activeThrough` on the index entries.
      ['cedula'],
      ['absentSince', 'nameKey', 'id', 'activeThrough'],
      // R50: a Tiquetera's days used from 13 on; a debt (a minority) by its entry date, index only.
      ['plan', 'ticketDaysUsed'],
      ['debt', 'joinedOn'],
    ],
  },
  { name: MEMBER_PROFILES, fields: {} },
  { name: DELETED_MEMBER_PROFILES, fields: {} },
  { name: MEMBER_NAMES, fields: {} },
  { name: GYM_STATS, fields: {} },
];

export function memberListDocument(member: ExistingMember): MemberListDocument {
  const { memberId, plan, planTerms, expiresOn, debt, ticketDaysUsed, joinedOn, lastVisitOn, lastVisitAt } = member;
  const { importedOn } = member;
  const { name, phone, birthday, cedula } = member.details;
  return {
    id: memberId,
    name,
    phone,
    cedula: cedula ?? null,
    plan,
    planTerms,
    expiresOn,
    debt,
    ticketDaysUsed,
    birthday,
    nameKey: normaliseSearchText(name),
    searchKeys: searchKeysOf(name, phone, cedula),
    contactKey: contactKeyOf(name, phone),
    planSort: normaliseSearchText(planLabel(plan)),
    expirySort: expiresOn ?? ALWAYS_ACTIVE,
    activeThrough: activeThrough(member),
    alertExpiresOn: alertExpiry(member),
    birthdayMonthDay: birthday === null ? null : birthday.slice(5),
    joinedOn,
    lastVisitOn,
    lastVisitAt,
    importedOn,
    absentSince: absentSince(member),
    ...freezeFields(member.freeze),
    authorizationPending: member.authorization === null,
    remindersRefused: member.authorization?.reminders === false,
    photo: photoVersion(member),
  };
}

function freezeFields(freeze: FreezeWindow | null): Pick<MemberListDocument, 'freeze' | 'frozenFrom' | 'frozenUntil'> {
  if (freeze === null) return { freeze: null, frozenFrom: null, frozenUntil: null };
  const { frozenFrom, frozenUntil } = freeze;
  return { freeze: { frozenFrom, frozenUntil }, frozenFrom, frozenUntil };
}

/** R36: the same person, as far as the desk can tell: the name as sorted and the phone's digits. */
export function contactKeyOf(name: string, phone: string): string {
  return `${normaliseSearchText(name)}|${phone.replace(/\D/g, '')}`;
}

/** True when `after` differs from `before` in anything its list document shows, so only those events write it. */
export function listedFieldsChanged(before: ExistingMember | null, after: ExistingMember): boolean {
  if (before === null) return true;
  const { name, phone, birthday, cedula } = after.details;
  return (
    before.plan !== after.plan ||
    before.planTerms !== after.planTerms ||
    before.expiresOn !== after.expiresOn ||
    before.debt !== after.debt ||
    before.ticketDaysUsed !== after.ticketDaysUsed ||
    before.joinedOn !== after.joinedOn ||
    before.lastVisitAt !== after.lastVisitAt ||
    before.lastVisitOn !== after.lastVisitOn ||
    before.importedOn !== after.importedOn ||
    before.details.name !== name ||
    before.details.phone !== phone ||
    before.details.birthday !== birthday ||
    before.details.cedula !== cedula ||
    before.freeze !== after.freeze ||
    (before.authorization === null) !== (after.authorization === null) ||
    before.authorization?.reminders !== after.authorization?.reminders ||
    before.photo?.photoId !== after.photo?.photoId
  );
}
