// What the rest of the backend may use of the audit feature: a member's whole timeline, for the
// terminal's `npm run audit`.
export { GetMemberHistory, GetMemberHistoryHandler } from './member-history/member-history.queries.js';
