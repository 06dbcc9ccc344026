// Every user-facing text of the product, in Spanish, keyed by code (R21). Server and client
// both read from here: the server's errors and the screens' labels are the same strings. The texts
// are filed by screen or aggregate in `messages/*.messages.ts`; the refusals (codes the API
// answers, each with its kind) are declared in `refusals.ts`; all of them join here.
import { joinParts } from './catalogue-parts.js';
import { shellMessages } from './messages/shell.messages.js';
import { navigationMessages } from './messages/navigation.messages.js';
import { commonMessages } from './messages/common.messages.js';
import { domainLabelMessages } from './messages/domain-labels.messages.js';
import { dashboardMessages } from './messages/dashboard.messages.js';
import { usersMessages } from './messages/users.messages.js';
import { profileMessages } from './messages/profile.messages.js';
import { membershipMessages } from './messages/membership.messages.js';
import { attendanceMessages } from './messages/attendance.messages.js';
import { bodyCompositionMessages } from './messages/body-composition.messages.js';
import { paymentsMessages } from './messages/payments.messages.js';
import { receiptsMessages } from './messages/receipts.messages.js';
import { cashClosingMessages } from './messages/cash-closing.messages.js';
import { checkInMessages } from './messages/check-in.messages.js';
import { memberImportMessages } from './messages/member-import.messages.js';
import { memberExportMessages } from './messages/member-export.messages.js';
import { firestoreImportMessages } from './messages/firestore-import.messages.js';
import { cliMessages } from './messages/cli.messages.js';
import { staffMessages } from './messages/staff.messages.js';
import { myAccountMessages } from './messages/my-account.messages.js';
import { settingsMessages } from './messages/settings.messages.js';
import { auditMessages } from './messages/audit.messages.js';
import { staffActivityMessages } from './messages/staff-activity.messages.js';
import { whatsappMessages } from './messages/whatsapp.messages.js';
import { refusals, type RefusalCode } from './refusals.js';

type RefusalTexts = { readonly [K in RefusalCode]: (typeof refusals)[K]['text'] };

const refusalTexts = Object.fromEntries(
  Object.entries(refusals).map(([code, refusal]) => [code, refusal.text]),
) as RefusalTexts;

export const messages = joinParts(
  refusalTexts,
  shellMessages,
  navigationMessages,
  commonMessages,
  domainLabelMessages,
  dashboardMessages,
  usersMessages,
  profileMessages,
  membershipMessages,
  attendanceMessages,
  bodyCompositionMessages,
  paymentsMessages,
  receiptsMessages,
  cashClosingMessages,
  checkInMessages,
  memberImportMessages,
  memberExportMessages,
  firestoreImportMessages,
  cliMessages,
  staffMessages,
  myAccountMessages,
  settingsMessages,
  auditMessages,
  staffActivityMessages,
  whatsappMessages,
) satisfies Readonly<Record<string, string>>;

export type MessageKey = keyof typeof messages;

/** The catalogue's text for `key`, with `{name}` placeholders filled from `params`. */
export function message(key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}
