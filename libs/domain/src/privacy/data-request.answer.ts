// Answering a consulta or a reclamo (R49): the body, the command, and its rule. The request comes from the path.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { requestText } from '../request-text.js';
import { formatDate, isValidDate, localDate } from '../rules/dates.js';
import { may } from '../staff/staff-permissions.js';
import type { DataRequestEvent } from './data-request.events.js';
import { dataRequestText, validDataRequestText } from './data-request.request-fields.js';
import type { DataRequestState } from './data-request.state.js';

export interface AnswerDataRequest {
  readonly type: 'AnswerDataRequest';
  readonly data: { readonly requestId: string; readonly answer: string; readonly answeredOn: string };
}

/** POST /api/data-requests/{id}/answer. */
export const answerDataRequestRequest = z
  .strictObject(
    {
      answer: dataRequestText('DATA_REQUEST.ANSWER_LENGTH').meta({
        example: 'Se corrigió la fecha de nacimiento y se le informó por WhatsApp.',
      }),
      answeredOn: requestText('DATA_REQUEST.ANSWERED_ON_INVALID')
        .refine(isValidDate, { error: 'DATA_REQUEST.ANSWERED_ON_INVALID' })
        .meta({ format: 'date', example: '2026-12-22' }),
    },
    strictBodyError,
  )
  .meta({ id: 'AnswerDataRequestRequest' });

export type AnswerDataRequestRequest = z.output<typeof answerDataRequestRequest>;

/** R49: an open request is answered once, on a day from its receipt to today. */
export function answerDataRequest(
  { data }: AnswerDataRequest,
  state: DataRequestState,
  context: DecisionContext,
): Decision<DataRequestEvent> {
  if (!may(context.actor.role, 'dataRequests.manage')) return reject('AUTH.FORBIDDEN');
  if (state.status === 'none') return reject('DATA_REQUEST.NOT_FOUND');
  if (state.status === 'answered') return reject('DATA_REQUEST.ALREADY_ANSWERED');
  if (!isValidDate(data.answeredOn)) return reject('DATA_REQUEST.ANSWERED_ON_INVALID', undefined, 'answeredOn');
  if (data.answeredOn < state.receivedOn) {
    return reject('DATA_REQUEST.ANSWERED_BEFORE_RECEIPT', { fecha: formatDate(state.receivedOn) }, 'answeredOn');
  }
  if (data.answeredOn > localDate(context.now, context.timeZone)) {
    return reject('DATA_REQUEST.ANSWERED_IN_FUTURE', undefined, 'answeredOn');
  }
  const answer = validDataRequestText(data.answer);
  if (answer === null) return reject('DATA_REQUEST.ANSWER_LENGTH', undefined, 'answer');
  return [
    {
      type: 'DataRequestAnswered',
      data: {
        requestId: state.requestId,
        answer,
        answeredOn: data.answeredOn,
        answeredBy: context.actor.staffId,
        ...(state.memberId === undefined ? {} : { memberId: state.memberId }),
        kind: state.kind,
      },
    },
  ];
}
