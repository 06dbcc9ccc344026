// A new password typed twice: the checks the form makes before sending (the server checks the length too).
import { message } from '@gym/domain';

export interface NewPasswordValues {
  readonly password: string;
  readonly passwordAgain: string;
}

/** At least 8 characters (at most 256), and the same twice. */
export const newPasswordRules = {
  password: (value: string) =>
    value.length < 8
      ? message('STAFF.PASSWORD_TOO_SHORT')
      : value.length > 256
        ? message('STAFF.PASSWORD_TOO_LONG')
        : null,
  passwordAgain: (value: string, values: NewPasswordValues) =>
    value === values.password ? null : message('STAFF.PASSWORDS_DIFFERENT'),
};
