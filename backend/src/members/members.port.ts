// What the rest of the backend may use of the members feature: the member read documents and the
// queries over them (the dashboard, the money's lists, 'Exportar'), what the member commands need
// of the money feature (it provides them), the member decider (for tools and tests that write
// member events) and the spreadsheet import for the terminal.
export {
  GYM_STATS,
  GYM_STATS_ID,
  MEMBERS,
  MEMBER_PROFILES,
  type GymStatsDocument,
  type MemberListDocument,
  type MemberProfileDocument,
} from './member-list/member-documents.js';
export { cardTokenHash, isCardToken } from './member-cards/card-tokens.js';
export { MEMBER_CARDS, type MemberCardDocument } from './member-cards/member-cards.projection.js';
export { ListAttendances } from './attendances/attendance-queries.js';
export { ListBodyCompositions } from './body-compositions/body-composition-queries.js';
export { ATTENDANCES } from './attendances/attendances.projection.js';
export { emptyGymStats } from './member-list/gym-stats.js';
export { EVERY_MEMBER, everyMember } from './member-export/member-pages.js';
export { MEMBER_SHEET_HEADERS, MEMBER_SHEET_MONEY_COLUMNS, memberSheetRow } from './member-export/member-rows.js';
export { PAYMENT_HOLDERS, type PaymentHolderLookup } from './member-command-deps.js';
export { MEMBER_LINKED_STREAMS, memberDecider, noPriceChanges, type MemberLinkedStreams } from './member.write-loop.js';
export { MemberDataShredder } from './cedulas/member-data-shredder.js';
export { toolMemberImporter } from './member-import/member-importer.tools.js';
export { readSpreadsheet } from './member-import/spreadsheet-file.js';
export { assertLiveMember, assertMemberWithProfile } from './shared/member-exists.js';
export { GetMemberProfile } from './member-profile/get-member-profile.query.js';
export { GetMemberPhoto } from './member-photos/member-photo.query.js';
export { GetMemberBodyCompositions } from './body-compositions/body-composition-queries.js';
export { memberCedulas, memberNames, newestFirst } from './shared/member-names.js';
