// Recording a consulta or a reclamo (R49): the body, the command, and its rule. The member, when the
// desk found one, is named by the server from its id; otherwise the name (and cédula) as the person gave them.
import { z } from 'zod';
import { strictBodyError, uuid } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { requestText } from '../request-text.js';
import { isValidCedula, normaliseCedula } from '../rules/cedula.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { isPlainText } from '../rules/plain-text.js';
import { may } from '../staff/staff-permissions.js';
import { dataRequestDueOn } from './data-request.deadline.js';
import { DATA_REQUEST_KINDS, type DataRequestEvent, type DataRequestKind } from './data-request.events.js';
import { dataRequestText, validDataRequestText } from './data-request.request-fields.js';
import type { DataRequestState } from './data-request.state.js';

/** The longest name a person may give (as a member's, R9). */
export const DATA_REQUEST_NAME_MAX = 120;

export interface DataRequestPerson {
  /** The member, when the desk found one. */
  readonly memberId?: string;
  /** The member's name, or the name the person gave. */
  readonly name: string;
  readonly cedula?: string;
}

export interface ReceiveDataRequest {
  readonly type: 'ReceiveDataRequest';
  readonly data: {
    readonly requestId: string;
    readonly kind: DataRequestKind;
    readonly receivedOn: string;
    readonly request: string;
    readonly person: DataRequestPerson;
  };
}

/** POST /api/data-requests: a member found by the desk (`memberId`), or the name (and cédula) given. */
export const receiveDataRequestRequest = z
  .strictObject(
    {
      kind: z.enum(DATA_REQUEST_KINDS, { error: 'DATA_REQUEST.KIND_INVALID' }).meta({ example: 'reclamo' }),
      receivedOn: requestText('DATA_REQUEST.RECEIVED_ON_INVALID')
        .refine(isValidDate, { error: 'DATA_REQUEST.RECEIVED_ON_INVALID' })
        .meta({ format: 'date', example: '2026-12-18' }),
      request: dataRequestText('DATA_REQUEST.REQUEST_LENGTH').meta({
        example: 'Pide corregir su fecha de nacimiento, que figura mal.',
      }),
      memberId: uuid.optional(),
      memberName: requestText('DATA_REQUEST.NAME_REQUIRED')
        .trim()
        .max(DATA_REQUEST_NAME_MAX, { error: 'REQUEST.TEXT_TOO_LONG' })
        .optional(),
      cedula: requestText('MEMBER.CEDULA_INVALID')
        .transform(normaliseCedula)
        .refine((value) => value === null || isValidCedula(value), { error: 'MEMBER.CEDULA_INVALID' })
        .nullable()
        .optional(),
    },
    strictBodyError,
  )
  .meta({ id: 'ReceiveDataRequestRequest' });

export type ReceiveDataRequestRequest = z.output<typeof receiveDataRequestRequest>;

/**
 * R49: an Administrador records the request on the day it was received (today or earlier), with what
 * was asked; its due day is decided now, 10 or 15 business days later, and kept with it.
 */
export function receiveDataRequest(
  { data }: ReceiveDataRequest,
  state: DataRequestState,
  context: DecisionContext,
): Decision<DataRequestEvent> {
  if (!may(context.actor.role, 'dataRequests.manage')) return reject('AUTH.FORBIDDEN');
  if (state.status !== 'none') return reject('DATA_REQUEST.ALREADY_RECORDED');
  if (!isValidDate(data.receivedOn)) return reject('DATA_REQUEST.RECEIVED_ON_INVALID', undefined, 'receivedOn');
  if (data.receivedOn > localDate(context.now, context.timeZone)) {
    return reject('DATA_REQUEST.RECEIVED_IN_FUTURE', undefined, 'receivedOn');
  }
  const request = validDataRequestText(data.request);
  if (request === null) return reject('DATA_REQUEST.REQUEST_LENGTH', undefined, 'request');
  const name = data.person.name.trim();
  if (name === '' || name.length > DATA_REQUEST_NAME_MAX || !isPlainText(name)) {
    return reject('DATA_REQUEST.NAME_REQUIRED', undefined, 'memberName');
  }
  const { memberId, cedula } = data.person;
  if (cedula !== undefined && !isValidCedula(cedula)) return reject('MEMBER.CEDULA_INVALID', undefined, 'cedula');
  return [
    {
      type: 'DataRequestReceived',
      data: {
        requestId: data.requestId,
        ...(memberId === undefined ? {} : { memberId }),
        memberName: name,
        ...(cedula === undefined ? {} : { cedula }),
        kind: data.kind,
        receivedOn: data.receivedOn,
        request,
        dueOn: dataRequestDueOn(data.kind, data.receivedOn),
        recordedBy: context.actor.staffId,
      },
    },
  ];
}
