// The commands on the register of data requests (R49), one row each: record a consulta or reclamo,
// answer it. A member named by id is looked up for the name the request keeps.
import {
  apiOperations,
  dataRequestStreamId,
  type DataRequestCommand,
  type DataRequestEvent,
  type DataRequestPerson,
  type DataRequestState,
  type ReceiveDataRequestRequest,
} from '@gym/domain';
import { memberNames } from '../members/members.port.js';
import { commandRows, type CommandTable } from '../shared/commands/command-table.js';
import { AppError } from '../shared/http/app-error.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import type { DataRequestWriteLoop } from './data-request.write-loop.js';

export interface DataRequestCommandDeps {
  readonly requests: DataRequestWriteLoop;
  readonly readStore: ReadQueries;
}

export const DATA_REQUEST_COMMAND_DEPS = Symbol('DATA_REQUEST_COMMAND_DEPS');

const row = commandRows<DataRequestCommandDeps, DataRequestState, DataRequestCommand, DataRequestEvent>(
  ({ requests }) => ({ runner: requests, streamOf: (command) => dataRequestStreamId(command.data.requestId) }),
);

/** Who the request is of: the member found by the desk (by its current name), or the name and cédula given. */
async function personOf(body: ReceiveDataRequestRequest, readStore: ReadQueries): Promise<DataRequestPerson> {
  const cedula = body.cedula ?? undefined;
  if (body.memberId === undefined) {
    return { name: body.memberName ?? '', ...(cedula === undefined ? {} : { cedula }) };
  }
  const member = (await memberNames(readStore, [body.memberId])).get(body.memberId);
  if (member === undefined || member.deleted) throw new AppError('MEMBER.NOT_FOUND');
  return { memberId: body.memberId, name: member.name, ...(cedula === undefined ? {} : { cedula }) };
}

export const dataRequestCommandTable: CommandTable<DataRequestCommandDeps> = {
  name: 'DataRequest',
  notFound: 'DATA_REQUEST.NOT_FOUND',
  deps: DATA_REQUEST_COMMAND_DEPS,
  routes: [
    row.decide(apiOperations.receiveDataRequest, {
      failure: 'DATA_REQUEST.RECEIVE_FAILED',
      command: async ({ body, newId }, { readStore }) => ({
        type: 'ReceiveDataRequest',
        data: {
          requestId: newId('data-request'),
          kind: body.kind,
          receivedOn: body.receivedOn,
          request: body.request,
          person: await personOf(body, readStore),
        },
      }),
      answer: ({ command, result }) => {
        const received = result.events.find((event) => event.type === 'DataRequestReceived');
        return {
          position: result.position,
          requestId: command.data.requestId,
          dueOn: received?.type === 'DataRequestReceived' ? received.data.dueOn : '',
        };
      },
    }),
    row.decide(apiOperations.answerDataRequest, {
      failure: 'DATA_REQUEST.ANSWER_FAILED',
      command: ({ id: requestId, body }) => ({ type: 'AnswerDataRequest', data: { requestId, ...body } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
  ],
};
