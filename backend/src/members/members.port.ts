// What the rest of the backend may use of the members feature: the member read documents and the
// queries over them, and the member decider (for tools and tests that write member events).
export {
  GYM_STATS,
  GYM_STATS_ID,
  MEMBER_NAMES,
  MEMBER_PROFILES,
  MEMBERS,
  type GymStatsDocument,
  type MemberListDocument,
  type MemberNameDocument,
  type MemberProfileDocument,
} from './member-list/member-documents.js';
export { ListAttendances } from './attendances/attendance-queries.js';
export { ListBodyCompositions } from './body-compositions/body-composition-queries.js';
export { ATTENDANCES } from './attendances/attendances.projection.js';
export { emptyGymStats } from './member-list/gym-stats.js';
export { ListMembers } from './member-list/list-members.query.js';
export { memberDecider, noPriceChanges } from './member.write-loop.js';
export { assertLiveMember } from './shared/member-exists.js';
export { memberNames, newestFirst } from './shared/member-names.js';
