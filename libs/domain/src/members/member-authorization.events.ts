// R47: the member's authorisation to process their data (Ley 1581 de 2012) — the event, its
// schema and the line an auditor reads for it. Until one is recorded the member reads
// 'Autorización pendiente'.
import { z } from 'zod';
import type { DeepReadonly } from '../api/schema-primitives.js';
import { message, type MessageKey } from '../messages.js';
import { policyVersionText } from '../privacy/policy-version.js';
import { memberEvent, type MemberEventEntries, type MemberEventIn } from './member-event-lines.js';
import { AUTHORIZATION_METHODS } from './member-authorization-methods.js';

export { AUTHORIZATION_METHODS, type AuthorizationMethod } from './member-authorization-methods.js';

const authorization = z.object({
  /** Always true: without it the gym may not hold the member at all. */
  personal: z.boolean(),
  /** Health data and the photo (Ley 1581 art. 5): optional, its own answer. */
  sensitive: z.boolean(),
  /** R50: whether reminders may be sent. */
  reminders: z.boolean(),
  method: z.enum(AUTHORIZATION_METHODS),
  /** The data policy's version in force when it was recorded (0: the model, none published). */
  policyVersion: z.number(),
  /** YYYY-MM-DD in the gym's calendar. */
  recordedOn: z.string(),
});
export type MemberAuthorization = DeepReadonly<z.output<typeof authorization>>;

const yesNo = (value: boolean) => message(value ? 'AUTHORIZATION_FORM.YES' : 'AUTHORIZATION_FORM.NO');

export const MEMBER_AUTHORIZATION_EVENTS = {
  MemberAuthorizationRecorded: memberEvent(authorization.extend({ memberId: z.string() }), (data) =>
    message('AUDIT.AUTHORIZATION_RECORDED', {
      politica: policyVersionText(data.policyVersion),
      como: message(`AUTHORIZATION.METHOD.${data.method}` as MessageKey),
      sensibles: yesNo(data.sensitive),
      recordatorios: yesNo(data.reminders),
    }),
  ),
} satisfies MemberEventEntries;

export type MemberAuthorizationRecorded = MemberEventIn<
  typeof MEMBER_AUTHORIZATION_EVENTS,
  'MemberAuthorizationRecorded'
>;
