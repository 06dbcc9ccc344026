// `decideDataRequest`: what a command on one data request yields (R49), as events or a rejection.
// Each command, with the HTTP body it is built from and its rule, lives in its own file.
import type { Decision, DecisionContext } from '../decision.js';
import { answerDataRequest, type AnswerDataRequest } from './data-request.answer.js';
import type { DataRequestEvent } from './data-request.events.js';
import { receiveDataRequest, type ReceiveDataRequest } from './data-request.receive.js';
import type { DataRequestState } from './data-request.state.js';

export type DataRequestCommand = ReceiveDataRequest | AnswerDataRequest;

export function decideDataRequest(
  command: DataRequestCommand,
  state: DataRequestState,
  context: DecisionContext,
): Decision<DataRequestEvent> {
  switch (command.type) {
    case 'ReceiveDataRequest':
      return receiveDataRequest(command, state, context);
    case 'AnswerDataRequest':
      return answerDataRequest(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown data request command ${JSON.stringify(unknown)}`);
    }
  }
}
