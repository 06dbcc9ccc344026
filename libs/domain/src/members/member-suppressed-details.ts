// R48 (c): what a supresión leaves of a member's details, which the fold gives the suppressed member.
import type { MemberDetails } from './member-event-fields.js';

/** What the member's details read after a supresión: nothing personal; the gender only types the measures. */
export function suppressedDetails(details: MemberDetails): MemberDetails {
  return {
    name: '',
    address: '',
    phone: '',
    gender: details.gender,
    birthday: null,
    notes: '',
    weightKg: null,
    heightCm: null,
    cedula: null,
    email: null,
  };
}
