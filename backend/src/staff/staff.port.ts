// What the rest of the backend may use of the staff feature: the accounts' read documents, their
// names for histories, the password hasher, the commands the start-up and sign-in need, and the
// directory and write loop of the terminal's `npm run staff`.
export {
  changeOwnPassword,
  createStaffAccount,
  sendToStaff,
  setStaffPassword,
  type StaffCommandDeps,
} from './password-commands.js';
export { PasswordHasher } from './password-hasher.js';
export { CurrentStaffAccounts } from './current-staff-accounts.js';
export { STAFF_COMMAND_DEPS } from './staff.routes.js';
export { STAFF_ACCOUNTS, type StaffAccountDocument } from './staff-accounts/staff-accounts.projection.js';
export { STAFF_STREAM_PREFIX, StaffDirectory } from './staff-directory.js';
export { createStaffWriteLoop, STAFF_WRITE_LOOP, type StaffWriteLoop } from './staff.write-loop.js';
export type { StaffCommandResult } from './staff-command-result.js';
export { staffDisplayNames } from './staff-names.js';
