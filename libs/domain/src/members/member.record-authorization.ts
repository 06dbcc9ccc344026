// R47: recording a member's authorisation to process their data — at registration (the add form)
// or later from the profile. The policy version is the one in force, given like the prices.
import { z } from 'zod';
import { reject, type Decision } from '../decision.js';
import { localDate } from '../rules/dates.js';
import { AUTHORIZATION_METHODS, type MemberAuthorization } from './member-authorization.events.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberEvent } from './member.events.js';
import { strict, type WithoutIds } from './member.request-fields.js';
import type { RegisteredMember } from './member.state.js';

/** The three answers and how they were given, as the add form and the profile send them. */
export type AuthorizationAnswers = Omit<MemberAuthorization, 'policyVersion' | 'recordedOn'>;

export interface RecordAuthorization {
  readonly type: 'RecordAuthorization';
  readonly data: { readonly memberId: string } & AuthorizationAnswers;
}

const answer = z.boolean({ error: 'AUTHORIZATION.ANSWER_REQUIRED' });

/** `{ "personal": true, "sensitive": false, "reminders": true, "method": "firma" }`. */
export const authorizationAnswers = strict({
  personal: answer,
  sensitive: answer,
  reminders: answer,
  method: z.enum(AUTHORIZATION_METHODS, { error: 'AUTHORIZATION.METHOD_INVALID' }),
});

export const recordAuthorizationRequest = authorizationAnswers satisfies z.ZodType<
  WithoutIds<RecordAuthorization, 'memberId'>
>;

export type RecordAuthorizationRequest = z.output<typeof recordAuthorizationRequest>;

/** The event that records `answers` for `memberId` today, under the policy in force; or why not. */
export function authorizationRecorded(
  memberId: string,
  answers: AuthorizationAnswers,
  context: MemberDecisionContext,
): MemberEvent | ReturnType<typeof reject> {
  if (!answers.personal) return reject('AUTHORIZATION.PERSONAL_REQUIRED', undefined, 'personal');
  const { personal, sensitive, reminders, method } = answers;
  return {
    type: 'MemberAuthorizationRecorded',
    data: {
      memberId,
      personal,
      sensitive,
      reminders,
      method,
      policyVersion: context.dataPolicyVersion,
      recordedOn: localDate(context.now, context.timeZone),
    },
  };
}

/**
 * R47, R48: a later answer replaces the earlier one, except that withdrawing the sensitive-data
 * authorisation is a revocation, which erases that data and is not recorded here.
 */
export function recordAuthorization(
  { data }: RecordAuthorization,
  member: RegisteredMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  const current = member.authorization;
  if (current?.sensitive === true && !data.sensitive)
    return reject('AUTHORIZATION.SENSITIVE_REVOCATION', undefined, 'sensitive');
  const recorded = authorizationRecorded(member.memberId, data, context);
  if ('rejected' in recorded) return recorded;
  const unchanged =
    current !== null &&
    current.sensitive === data.sensitive &&
    current.reminders === data.reminders &&
    current.method === data.method &&
    current.policyVersion === context.dataPolicyVersion;
  return unchanged ? [] : [recorded];
}
