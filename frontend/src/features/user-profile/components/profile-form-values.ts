// The profile edit form's values: filled from the profile, turned into an edit request holding only what changed.
import type { EditMemberProfileRequest, Gender, MemberProfile, PlanId } from '@gym/domain';
import { discountBody, NO_DISCOUNT, type DiscountValues } from '../../../components/discount-fields';
import { memberDetailsBody } from '../../../lib/member-details-body';
import { decimalText } from '../../../lib/number-value';
import { moneyText, moneyValue } from '../../../lib/money-text';

export interface ProfileFormValues {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly gender: Gender;
  readonly birthday: string;
  readonly notes: string;
  readonly plan: PlanId;
  readonly joinedOn: string;
  /** As the money field shows it ('$ 80.000'). */
  readonly amountPaid: string;
  /** Kilograms; centimetres for the height (the read-only card shows metres), as typed ('70,5'). */
  readonly weightKg: string;
  readonly heightCm: string;
  readonly cedula: string;
  readonly email: string;
  /** R39: a discount on the new plan's price (only with a change of plan). */
  readonly discount: DiscountValues;
}

export function profileFormValues(profile: MemberProfile): ProfileFormValues {
  return {
    name: profile.name,
    address: profile.address,
    phone: profile.phone,
    gender: profile.gender,
    birthday: profile.birthday ?? '',
    notes: profile.notes,
    plan: profile.plan,
    joinedOn: profile.joinedOn,
    amountPaid: moneyText(profile.amountPaid),
    weightKg: decimalText(profile.weightKg),
    heightCm: decimalText(profile.heightCm),
    cedula: profile.cedula ?? '',
    email: profile.email ?? '',
    discount: NO_DISCOUNT,
  };
}

/** Every field as typed; `editMemberProfileRequest` decides whether it is valid. */
export function toEditBody(values: ProfileFormValues) {
  return {
    details: memberDetailsBody(values),
    plan: values.plan,
    joinedOn: values.joinedOn,
    // Optional in an edit request, but the form always holds it: left empty it is refused, not skipped.
    amountPaid: moneyValue(values.amountPaid) ?? Number.NaN,
    ...discountBody(values.discount),
  };
}

type Details = NonNullable<EditMemberProfileRequest['details']>;

/**
 * The request as typed without the details left as stored, so only what changes is checked: a
 * phone or height recorded before R37 does not stop another field from being saved.
 */
export function withoutUnchangedDetails(body: ReturnType<typeof toEditBody>, profile: MemberProfile) {
  const details = Object.fromEntries(
    Object.entries(body.details).filter(([field, value]) => value !== profile[field as keyof Details]),
  );
  return { ...body, details };
}

/** Only what differs from the profile (what is sent replaces what is stored); null when nothing does. */
export function changesFrom(
  request: EditMemberProfileRequest,
  profile: MemberProfile,
): EditMemberProfileRequest | null {
  const details: Record<string, unknown> = {};
  for (const [field, value] of Object.entries<Details[keyof Details] | undefined>(request.details ?? {})) {
    if (value !== undefined && value !== profile[field as keyof Details]) details[field] = value;
  }
  const changes = {
    ...(Object.keys(details).length > 0 ? { details: details as Details } : {}),
    ...(request.plan !== undefined && request.plan !== profile.plan
      ? {
          plan: request.plan,
          // R39: a discount goes with a change of plan only.
          ...(request.discount === undefined
            ? {}
            : { discount: request.discount, discountReason: request.discountReason }),
        }
      : {}),
    ...(request.joinedOn !== undefined && request.joinedOn !== profile.joinedOn ? { joinedOn: request.joinedOn } : {}),
    ...(request.amountPaid !== undefined && request.amountPaid !== profile.amountPaid
      ? { amountPaid: request.amountPaid }
      : {}),
  };
  return Object.keys(changes).length === 0 ? null : changes;
}
