// R31: an Administrador freezes a Quincena or Mensualidad (travel, injury) for 1 to 60 days from
// today or a later day; the expiry moves later by those days. Ending it early takes back the days
// not used. One freeze at a time: a new one waits until the current or scheduled one is over.
import { z } from 'zod';
import { reject, type Decision, type Rejection } from '../decision.js';
import { addDays, daysBetween, formatDate, isValidDate, localDate } from '../rules/dates.js';
import type { PlanId, PlanTerms } from '../rules/plan-terms.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberEvent } from './member.events.js';
import type { RegisteredMember } from './member.state.js';
import { onVisitsPlan } from './member.read.js';
import { calendarDate, reasonText, strict, type WithoutIds } from './member.request-fields.js';

export const FREEZE_DAYS = { min: 1, max: 60 } as const;

/** R31: an Administrador freezes a Quincena or Mensualidad for `days` days from `from` (today when absent). */
export interface FreezeMembership {
  readonly type: 'FreezeMembership';
  readonly data: { readonly memberId: string; readonly days: number; readonly from?: string; readonly reason: string };
}

/** R31: ends the current freeze today, or cancels a scheduled one. */
export interface UnfreezeMembership {
  readonly type: 'UnfreezeMembership';
  readonly data: { readonly memberId: string };
}

/** R31: 1 to 60 days from `from` (today when left out), with a reason. */
export const freezeMembershipRequest = strict({
  days: z
    .int({ error: 'FREEZE.DAYS_INVALID' })
    .min(FREEZE_DAYS.min, { error: 'FREEZE.DAYS_INVALID' })
    .max(FREEZE_DAYS.max, { error: 'FREEZE.DAYS_INVALID' }),
  from: calendarDate('FREEZE.FROM_INVALID').optional(),
  reason: reasonText,
}) satisfies z.ZodType<WithoutIds<FreezeMembership, 'memberId'>>;

export type FreezeMembershipRequest = z.output<typeof freezeMembershipRequest>;

/** What R31 reads of a membership to tell whether a freeze may be set: a member's state or profile. */
export interface FreezableMembership {
  readonly plan: PlanId;
  /** R38: only a time plan freezes; absent on a profile stored before R38 (its spec plan's terms). */
  readonly planTerms?: PlanTerms | undefined;
  readonly expiresOn: string | null;
  /** The latest freeze (current, scheduled or over), if any. */
  readonly freeze: { readonly frozenUntil: string } | null;
}

/**
 * R31: why no freeze may be set on `today`, as the refusal that names it (a Tiquetera, a freeze under
 * way or scheduled, an expired membership), or null when one may. The server's refusal and the
 * profile's 'Congelar' (offered only when this is null, issue 41) both read it.
 */
export function freezeRefusal(membership: FreezableMembership, today: string): Rejection | null {
  if (onVisitsPlan(membership)) return reject('FREEZE.TICKET_BOOK');
  const current = membership.freeze;
  if (current !== null && current.frozenUntil >= today) {
    return reject('FREEZE.ALREADY_FROZEN', { fecha: formatDate(current.frozenUntil) });
  }
  const { expiresOn } = membership;
  if (expiresOn === null || expiresOn < today)
    return reject('FREEZE.EXPIRED', { fecha: formatDate(expiresOn ?? today) });
  return null;
}

const isFreezeDays = (days: unknown): days is number =>
  typeof days === 'number' && Number.isInteger(days) && days >= FREEZE_DAYS.min && days <= FREEZE_DAYS.max;

export function freezeMembership(
  { data }: FreezeMembership,
  member: RegisteredMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  if (!may(context.actor.role, 'members.freeze')) return reject('AUTH.FORBIDDEN');
  const today = localDate(context.now, context.timeZone);
  // What the membership allows comes first: no days or reason make an expired one freezable.
  const refused = freezeRefusal(member, today);
  if (refused !== null) return refused;
  // Never null here (freezeRefusal refuses a membership without an expiry); the check keeps the type honest.
  const expiresOn = member.expiresOn;
  if (expiresOn === null) return reject('FREEZE.EXPIRED', { fecha: formatDate(today) });
  if (!isFreezeDays(data.days)) return reject('FREEZE.DAYS_INVALID', undefined, 'days');
  const from = data.from ?? today;
  if (!isValidDate(from)) return reject('FREEZE.FROM_INVALID', undefined, 'from');
  if (from < today) return reject('FREEZE.FROM_PAST', undefined, 'from');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  // Nothing is left to freeze after the last paid day.
  if (from > expiresOn) return reject('FREEZE.AFTER_EXPIRY', { fecha: formatDate(expiresOn) }, 'from');
  return [
    {
      type: 'MembershipFrozen',
      data: {
        memberId: member.memberId,
        frozenFrom: from,
        frozenUntil: addDays(from, data.days - 1),
        days: data.days,
        reason,
        expiresOn: addDays(expiresOn, data.days),
        previousExpiresOn: expiresOn,
      },
    },
  ];
}

/**
 * Ends the freeze today: the days before today stay frozen (added to the expiry), today and the
 * rest are taken back. A scheduled freeze ended before its first day gives every day back.
 */
export function unfreezeMembership(
  _command: UnfreezeMembership,
  member: RegisteredMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  if (!may(context.actor.role, 'members.freeze')) return reject('AUTH.FORBIDDEN');
  const today = localDate(context.now, context.timeZone);
  const freeze = member.freeze;
  if (freeze === null || freeze.frozenUntil < today) return reject('FREEZE.NOT_FROZEN');
  const daysFrozen = Math.max(0, daysBetween(freeze.frozenFrom, today));
  const daysNotUsed = freeze.days - daysFrozen;
  const previousExpiresOn = member.expiresOn;
  return [
    {
      type: 'MembershipUnfrozen',
      data: {
        memberId: member.memberId,
        endedOn: today,
        daysFrozen,
        daysNotUsed,
        // A plan changed to Tiquetera meanwhile has no expiry to take days from.
        expiresOn: previousExpiresOn === null ? null : addDays(previousExpiresOn, -daysNotUsed),
        previousExpiresOn,
      },
    },
  ];
}
