// A new password typed twice: the checks the form makes before sending (the server checks the length too).
import { message, newPasswordProblem } from '@gym/domain';

export interface NewPasswordValues {
  readonly password: string;
  readonly passwordAgain: string;
}

/** The domain's rule (8 to 256 characters), and the same twice. */
export const newPasswordRules = {
  password: (value: string) => {
    const problem = newPasswordProblem(value);
    return problem === null ? null : message(problem);
  },
  passwordAgain: (value: string, values: NewPasswordValues) =>
    value === values.password ? null : message('STAFF.PASSWORDS_DIFFERENT'),
};
