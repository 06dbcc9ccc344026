// The write side of staff accounts: the generic command runner around the staff decider, shared
// by the staff routes, sign-in, the first-administrator start-up and the `npm run staff` CLI.
// Every decision is given the gym's roster (R25: the last Administrador, e-mails in use).
import {
  decideStaff,
  evolveStaff,
  initialStaffState,
  staffStreamId,
  STAFF_EVENT_TYPES,
  type StaffCommand,
  type StaffDecisionContext,
  type StaffEvent,
  type StaffState,
} from '@gym/domain';
import type { ActorGate } from '../shared/commands/actor-gate.js';
import type { Decider } from '../shared/commands/decider.js';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type { CommandRequest, CommandResult, CommandRunnerOptions } from '../shared/commands/command-runner.types.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { ProjectionService } from '../shared/projections/projection-service.js';
import { STAFF_STREAM_PREFIX, type StaffDirectory } from './staff-directory.js';

export const STAFF_WRITE_LOOP = Symbol('STAFF_WRITE_LOOP');

/** Where a staff command is decided: the account's own stream. */
export const staffStreamOf = (command: StaffCommand): string => staffStreamId(command.data.staffId);

const staffDecider: Decider<StaffState, StaffCommand, StaffEvent, StaffDecisionContext> = {
  initialState: initialStaffState,
  eventTypes: STAFF_EVENT_TYPES,
  evolve: evolveStaff,
  decide: decideStaff,
};

/** The commands whose events end sessions or lower rights: they take effect before their answer (issue 28). */
const RIGHTS_COMMANDS: ReadonlySet<StaffCommand['type']> = new Set([
  'ChangeStaffPassword',
  'DisableStaffAccount',
  'ChangeStaffRole',
  'EndAllStaffSessions',
  'EndStaffSession',
]);

/** How long an answer waits for this process's projections to show a staff change (the Personal screen, sign-in by e-mail). */
const PROJECTED_WITHIN_MS = 5_000;

/** What makes a change to an account's rights hold before its answer, in a running app (none in the CLI). */
export interface RightsChanges {
  readonly gate: ActorGate;
  readonly projections: Pick<ProjectionService, 'waitFor'>;
}

/**
 * One staff command at a time in this process: a rule spanning accounts (the last Administrador,
 * one active account per e-mail) reads the other accounts' streams, which no revision check on
 * this account's stream protects. (The CLI in another process at the very same moment still could
 * race: rare, and `npm run staff -- list` shows it.)
 *
 * Issue 28: a change to an account's rights is appended while no command of that account is being
 * decided (the gate's exclusive lock), and answers only once the account's requests checked before
 * it have been answered and this process's projections show it.
 */
export class StaffWriteLoop extends CommandRunner<StaffState, StaffCommand, StaffEvent, StaffDecisionContext> {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    eventStore: EventStore,
    options: CommandRunnerOptions<StaffDecisionContext, StaffState>,
    private readonly rights?: RightsChanges,
  ) {
    // Decided one at a time, the actor's account cannot change under a decision: read, not held.
    super(eventStore, staffDecider, { ...options, holdActorRights: false });
  }

  override async handle(
    request: CommandRequest<StaffState, StaffCommand>,
  ): Promise<CommandResult<StaffState, StaffEvent>> {
    const run = this.queue.then(() => this.decideInTurn(request));
    this.queue = run.catch(() => undefined);
    const { result, epoch } = await run;
    if (this.rights && result.events.length > 0 && !result.replayed) {
      // Outside the queue: a request being drained may itself be waiting to send a staff command.
      if (epoch !== null) await this.rights.gate.drain(accountOf(request), epoch, request.acting?.ticket);
      if (!isSignIn(request)) await this.rights.projections.waitFor(result.position, PROJECTED_WITHIN_MS);
    }
    return result;
  }

  private async decideInTurn(
    request: CommandRequest<StaffState, StaffCommand>,
  ): Promise<{ readonly result: CommandResult<StaffState, StaffEvent>; readonly epoch: number | null }> {
    if (!this.rights || !changesRights(request)) return { result: await super.handle(request), epoch: null };
    return this.rights.gate.exclusive(accountOf(request), () => super.handle(request));
  }
}

/** The account a staff command is decided on (its stream `staff-<id>`). */
const accountOf = (request: CommandRequest<StaffState, StaffCommand>): string =>
  request.streamId.slice(STAFF_STREAM_PREFIX.length);

/** A command built from the state could be anything: counted as a change of rights. */
const changesRights = ({ command }: CommandRequest<StaffState, StaffCommand>): boolean =>
  typeof command === 'function' || RIGHTS_COMMANDS.has(command.type);

const isSignIn = ({ command }: CommandRequest<StaffState, StaffCommand>): boolean =>
  typeof command !== 'function' && command.type === 'RecordStaffSignIn';

export interface StaffWriteLoopOptions {
  readonly clock: () => Date;
  readonly timeZone: string;
  readonly onAppended?: () => void;
  /** In the app: changes to rights hold before their answer (issue 28). */
  readonly rights?: RightsChanges;
}

export function createStaffWriteLoop(
  eventStore: EventStore,
  directory: StaffDirectory,
  { rights, ...options }: StaffWriteLoopOptions,
): StaffWriteLoop {
  return new StaffWriteLoop(
    eventStore,
    { ...options, input: async () => ({ staff: await directory.roster() }) },
    rights,
  );
}
