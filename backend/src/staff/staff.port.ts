// What the rest of the backend may use of the staff feature: the accounts' read documents, their
// names for histories, the password hasher, and the commands the start-up and sign-in need.
export { CreateStaffAccountCommand } from './create-staff-account/create-staff-account.command.js';
export { CreateStaffAccountHandler } from './create-staff-account/create-staff-account.handler.js';
export { PasswordHasher } from './password-hasher.js';
export { RecordSignInCommand } from './record-sign-in/record-sign-in.command.js';
export { STAFF_ACCOUNTS, type StaffAccountDocument } from './staff-accounts/staff-accounts.projection.js';
export { STAFF_STREAM_PREFIX } from './staff-directory.js';
export { STAFF_COMMANDS, type StaffCommands } from './staff-commands.js';
export type { StaffCommandResult } from './staff-command-result.js';
export { StaffModule } from './staff.module.js';
export { staffDisplayNames } from './staff-names.js';
