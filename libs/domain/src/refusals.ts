// Every refusal the API answers, declared once: its code, its kind (which says the HTTP status) and
// its Spanish text (R21), filed by aggregate in `refusals/*.refusals.ts` and joined here. The
// catalogue (`messages.ts`) takes the texts from here; the one exception filter, the OpenAPI
// document and the screens read the same entries.
import { joinParts } from './catalogue-parts.js';
import { requestRefusals } from './refusals/request.refusals.js';
import { authRefusals } from './refusals/auth.refusals.js';
import { memberRefusals } from './refusals/member.refusals.js';
import { membershipRefusals } from './refusals/membership.refusals.js';
import { paymentRefusals } from './refusals/payment.refusals.js';
import { cashDayRefusals } from './refusals/cash-day.refusals.js';
import { staffRefusals } from './refusals/staff.refusals.js';
import { settingsRefusals } from './refusals/settings.refusals.js';
import { memberImportRefusals } from './refusals/member-import.refusals.js';
import { REFUSAL_STATUS, type RefusalKind } from './refusals/refusal-kinds.js';

export { REFUSAL_STATUS, type RefusalKind } from './refusals/refusal-kinds.js';

export const refusals = joinParts(
  requestRefusals,
  authRefusals,
  memberRefusals,
  membershipRefusals,
  paymentRefusals,
  cashDayRefusals,
  staffRefusals,
  settingsRefusals,
  memberImportRefusals,
);

export type RefusalCode = keyof typeof refusals;

export function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(refusals, code);
}

export function refusalKind(code: RefusalCode): RefusalKind {
  return refusals[code].kind;
}

/** The HTTP status a refusal answers. */
export function refusalStatus(code: RefusalCode): number {
  return REFUSAL_STATUS[refusals[code].kind];
}

/** The codes of one kind, e.g. every 'not_found' refusal (for the OpenAPI document). */
export function refusalCodesOf(kind: RefusalKind): RefusalCode[] {
  return (Object.keys(refusals) as RefusalCode[]).filter((code) => refusals[code].kind === kind);
}
