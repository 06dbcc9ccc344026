// The body of POST /api/staff/:id/password.
import { requestText } from '@gym/domain';
import { z } from 'zod';

export const changeStaffPasswordRequest = z.strictObject(
  { password: requestText('STAFF.PASSWORD_TOO_SHORT') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID') },
);
