// The body of POST /api/staff/:id/password.
import { z } from 'zod';

export const changeStaffPasswordRequest = z.strictObject(
  { password: z.string({ error: 'STAFF.PASSWORD_TOO_SHORT' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID') },
);
