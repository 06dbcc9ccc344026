// The member feature's projections, for the app's one list (projections.ts).
import type { RunnableProjection } from '../shared/projections/projection.js';
import { attendancesProjection } from './attendances/attendances.projection.js';
import { bodyCompositionsProjection } from './body-compositions/body-compositions.projection.js';
import { membersProjection } from './member-list/members.projection.js';
import { memberCardsProjection } from './member-cards/member-cards.projection.js';

export const memberProjections: readonly RunnableProjection[] = [
  membersProjection,
  attendancesProjection,
  bodyCompositionsProjection,
  memberCardsProjection,
];
