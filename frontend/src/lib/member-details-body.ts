// The `details` part of a register or edit request, from the fields both member forms share.
import { optionalNumber } from './number-value';

export interface MemberDetailsValues {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly gender: string;
  readonly birthday: string;
  readonly notes: string;
  readonly weightKg: string;
  readonly heightCm: string;
  /** As typed (dots and spaces allowed); blank for none. */
  readonly cedula: string;
  /** R50: where reminders are e-mailed; blank for none. */
  readonly email: string;
}

/** As typed: an empty birthday, weight, height or cédula is "not given"; the request schema judges the rest. */
export function memberDetailsBody(values: MemberDetailsValues) {
  return {
    name: values.name,
    address: values.address,
    phone: values.phone,
    gender: values.gender,
    birthday: values.birthday === '' ? null : values.birthday,
    notes: values.notes,
    weightKg: optionalNumber(values.weightKg),
    heightCm: optionalNumber(values.heightCm),
    cedula: values.cedula.trim() === '' ? null : values.cedula,
    email: values.email.trim() === '' ? null : values.email,
  };
}
