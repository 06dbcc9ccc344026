// Which fields of which events are a member's personal or sensitive data (Ley 1581 de 2012, R47–R49):
// the one table the event store's protection reads (backend/src/shared/personal-data). Each listed
// field is stored encrypted under the member's data key; once the key is destroyed (a supresión) it
// reads as what `erasedValue` says: '[dato suprimido]' for a text, null for a number, {} for measures.
// The member is the one `data.memberId` names; an event without one (a data request from someone who
// is not a member) has no key to protect it with and is stored as given.
// Staff accounts' personal data (name, e-mail) is out of scope this round (docs/security.md).
import type { GymEventType } from '../events.js';
import { message } from '../messages.js';

/** How an erased field reads: the shape its schema still accepts. */
export type PersonalFieldKind = 'text' | 'number' | 'measures';

/** A field of an event's data, by its path from `data` (`['changes', 'name']`), and its kind. */
export interface PersonalField {
  readonly path: readonly string[];
  readonly kind: PersonalFieldKind;
  /**
   * Health data (R47, Ley 1581 art. 5): sealed under the member's *sensitive* key, which a
   * revocation of the sensitive-data authorisation (R48 b) destroys on its own.
   */
  readonly sensitive?: true;
}

const text = (...path: string[]): PersonalField => ({ path, kind: 'text' });
const number = (...path: string[]): PersonalField => ({ path, kind: 'number' });
const health = (field: PersonalField): PersonalField => ({ ...field, sensitive: true });

/** A member's details (member-event-fields.ts), under `prefix` (MemberDetailsChanged's changes and previous). */
const detailsFields = (...prefix: string[]): PersonalField[] => [
  text(...prefix, 'name'),
  text(...prefix, 'cedula'),
  text(...prefix, 'email'),
  text(...prefix, 'phone'),
  text(...prefix, 'address'),
  text(...prefix, 'birthday'),
  text(...prefix, 'notes'),
  health(number(...prefix, 'weightKg')),
  health(number(...prefix, 'heightCm')),
];

/**
 * Every event type that carries a member's personal data, with those fields. A new event with
 * personal data is one entry here (personal-data.fields.spec.ts checks each path against its schema).
 * Gender stays in clear: the body-composition formulas and the reports read it, and it is not sensitive.
 */
export const PERSONAL_DATA_FIELDS: Readonly<Partial<Record<GymEventType, readonly PersonalField[]>>> = {
  MemberRegistered: detailsFields(),
  MemberImported: detailsFields(),
  MemberDetailsChanged: [...detailsFields('changes'), ...detailsFields('previous')],
  MemberDeleted: [text('name')],
  MemberRestored: [text('name')],
  BodyCompositionRecorded: [health({ path: ['measures'], kind: 'measures' })],
  CedulaClaimed: [text('cedula'), text('memberName')],
  CedulaReleased: [text('cedula')],
  DataRequestReceived: [text('memberName'), text('cedula'), text('request')],
  DataRequestAnswered: [text('answer')],
  ReminderEmailAttempted: [text('to')],
};

/** The text an erased text field reads as, everywhere: screens, audit, exports, a rebuild. */
export const ERASED_TEXT: string = message('PERSONAL_DATA.ERASED');

/** What a field of this kind reads as once its member's key is destroyed. */
export function erasedValue(kind: PersonalFieldKind): string | number | null | Record<string, never> {
  switch (kind) {
    case 'text':
      return ERASED_TEXT;
    case 'number':
      return null;
    case 'measures':
      return {};
  }
}

/** Whether events of this type may carry health data (sealed under the sensitive key). */
export function hasSensitiveFields(type: string): boolean {
  return personalFieldsOf(type)?.some((field) => field.sensitive === true) ?? false;
}

/** Whether events of this type may carry personal data. */
export function personalFieldsOf(type: string): readonly PersonalField[] | undefined {
  return (PERSONAL_DATA_FIELDS as Readonly<Record<string, readonly PersonalField[] | undefined>>)[type];
}
