// The write side of the register of data requests (R49): the generic runner around the decider of
// one request, each in its own stream `data-request-<id>`.
import {
  DATA_REQUEST_EVENT_TYPES,
  decideDataRequest,
  evolveDataRequest,
  initialDataRequestState,
  type DataRequestCommand,
  type DataRequestEvent,
  type DataRequestState,
} from '@gym/domain';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type { CommandRunnerOptions } from '../shared/commands/command-runner.types.js';
import type { Decider } from '../shared/commands/decider.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

export type DataRequestWriteLoop = CommandRunner<DataRequestState, DataRequestCommand, DataRequestEvent>;

const dataRequestDecider: Decider<DataRequestState, DataRequestCommand, DataRequestEvent> = {
  initialState: initialDataRequestState,
  eventTypes: DATA_REQUEST_EVENT_TYPES,
  evolve: evolveDataRequest,
  decide: decideDataRequest,
};

export function createDataRequestWriteLoop(
  eventStore: EventStore,
  options: Pick<CommandRunnerOptions, 'clock' | 'timeZone' | 'onAppended'>,
): DataRequestWriteLoop {
  return new CommandRunner(eventStore, dataRequestDecider, options);
}
