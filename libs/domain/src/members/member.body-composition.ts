// Recording a member's measures (R13): the form's body, the command, and its rule.
import { z } from 'zod';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { requestText } from '../request-text.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { MEASURE_KEYS } from '../rules/plans.js';
import type { MemberEvent } from './member.events.js';
import { calendarDate, strict, type WithoutIds } from './member.request-fields.js';
import { maySensitiveData } from './member.sensitive-data.js';
import type { RegisteredMember } from './member.state.js';
import { MAX_MEASURE_CM, validateMeasures } from './member.validation.js';

export interface RecordBodyComposition {
  readonly type: 'RecordBodyComposition';
  readonly data: {
    readonly memberId: string;
    readonly recordId: string;
    /** Defaults to the gym-local today (R13). */
    readonly measuredOn?: string;
    /** Measure name → centimetres; exactly the member's gender's set (R13). */
    readonly measures: Readonly<Record<string, number>>;
  };
}

/** Which measures the member's gender needs is checked by `decideMember` (R13). */
export const recordBodyCompositionRequest = strict({
  measuredOn: calendarDate('BODY_COMPOSITION.DATE_INVALID').optional(),
  measures: z.record(
    requestText().max(40, { error: 'BODY_COMPOSITION.MEASURES_INVALID' }),
    z
      .number({ error: 'BODY_COMPOSITION.MEASURES_INVALID' })
      .gt(0, { error: 'BODY_COMPOSITION.MEASURES_INVALID' })
      .lt(MAX_MEASURE_CM, { error: 'BODY_COMPOSITION.MEASURES_INVALID' }),
    { error: 'BODY_COMPOSITION.MEASURES_INVALID' },
  ),
}) satisfies z.ZodType<WithoutIds<RecordBodyComposition, 'memberId' | 'recordId'>>;

export type RecordBodyCompositionRequest = z.output<typeof recordBodyCompositionRequest>;

export function recordBodyComposition(
  { data }: RecordBodyComposition,
  member: RegisteredMember,
  context: DecisionContext,
): Decision<MemberEvent> {
  // R47: body measurements are health data: only with the sensitive-data authorisation.
  if (!maySensitiveData(member.authorization)) return reject('AUTHORIZATION.SENSITIVE_REQUIRED');
  const measuredOn = data.measuredOn ?? localDate(context.now, context.timeZone);
  if (!isValidDate(measuredOn)) return reject('BODY_COMPOSITION.DATE_INVALID', undefined, 'measuredOn');
  const { gender } = member.details;
  const invalid = validateMeasures(gender, data.measures);
  if (invalid !== null) return invalid;
  // Stored in the gender's own order, whatever order they came in.
  const measures: Record<string, number> = {};
  for (const key of MEASURE_KEYS[gender]) {
    const value = data.measures[key];
    if (value !== undefined) measures[key] = value; // validateMeasures required every one
  }
  return [
    {
      type: 'BodyCompositionRecorded',
      data: { memberId: member.memberId, recordId: data.recordId, measuredOn, gender, measures },
    },
  ];
}
