// Keeps every cédula with one live member at most (issue 10), across app processes sharing one
// event store: a cédula is reserved in its own stream `cedula-<fingerprint>` (a keyed hash of it,
// issue 39: never the cédula in clear; claims of older logs are migrated at start) before the member's stream
// gets it, and released after the member lets it go. Each claim goes through the one write loop
// (CommandRunner), which appends with the revision it read, so of two registrations racing for one
// cédula exactly one wins; the other decides again and is refused naming the winner. See
// decideCedula for the rules and the lease of an unfinished claim.
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CEDULA_EVENT_TYPES,
  cedulaStreamId,
  decideCedula,
  evolveCedula,
  holderStanding,
  initialCedulaState,
  memberStreamId,
  type CedulaCommand,
  type CedulaEvent,
  type CedulaState,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { cedulaFingerprintOf, type CedulaFingerprint } from '../../shared/personal-data/cedula-fingerprint.js';
import type { CommandContext } from '../../shared/http/command-context.js';
import { CLOCK, EVENT_STORE } from '../../shared/tokens.js';
import { MEMBER_WRITE_LOOP, type MemberWriteLoop } from '../member.write-loop.js';
import { migrateClearCedulaClaims } from './cedula-claims-migration.js';

type CedulaCommandSource = (state: CedulaState) => Promise<CedulaCommand>;

@Injectable()
export class CedulaRegistry implements OnApplicationBootstrap {
  private readonly cedulas: CommandRunner<CedulaState, CedulaCommand, CedulaEvent>;
  private readonly fingerprint: CedulaFingerprint;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(MEMBER_WRITE_LOOP) private readonly members: MemberWriteLoop,
    @Inject(CLOCK) clock: () => Date,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cedulas = new CommandRunner(
      eventStore,
      { initialState: initialCedulaState, eventTypes: CEDULA_EVENT_TYPES, evolve: evolveCedula, decide: decideCedula },
      {
        clock,
        timeZone: config.timeZone,
        maxAttempts: 10,
      },
    );
    this.fingerprint = cedulaFingerprintOf(eventStore);
  }

  /** Before the app serves: the claims an older log holds under the cédula in clear get their fingerprint's stream. */
  async onApplicationBootstrap(): Promise<void> {
    await migrateClearCedulaClaims(this.eventStore, this.fingerprint);
  }

  /**
   * Runs `work` (the member command that gives the member the cédula) holding the cédula: claimed
   * first, or 409 naming who has it; released again when `work` fails. Without a cédula, just `work`.
   */
  async whileHolding<T>(
    cedula: string | null,
    member: { readonly memberId: string; readonly name: string },
    context: CommandContext,
    work: () => Promise<T>,
  ): Promise<T> {
    if (cedula === null) return work();
    const claimed = await this.decide(cedula, context, async (state) => ({
      type: 'ClaimCedula',
      data: {
        cedula,
        memberId: member.memberId,
        memberName: member.name,
        holder: state.status === 'held' ? await this.standing(state.memberId, cedula) : null,
      },
    }));
    try {
      return await work();
    } catch (error) {
      if (claimed) await this.releaseQuietly(cedula, member.memberId, context);
      throw error;
    }
  }

  /**
   * After the member let the cédula go (deleted, changed or cleared it). The change is already
   * stored: a release that fails leaves a claim that lapses by itself (deleted holder at once,
   * otherwise after the lease), so it never fails the request.
   */
  async releaseQuietly(cedula: string, memberId: string, context: CommandContext): Promise<void> {
    try {
      await this.decide(cedula, context, async () => ({
        type: 'ReleaseCedula',
        data: { cedula, memberId, holder: await this.standing(memberId, cedula) },
      }));
    } catch {
      // See above: nothing to undo.
    }
  }

  /**
   * R48, issue 39: a suppressed member lets their cédula go at once, whatever their stream's state
   * still says (it is erased now): like a deleted one, they never take it again. Quiet, as above.
   */
  async releaseForSuppression(cedula: string, memberId: string, context: CommandContext): Promise<void> {
    try {
      await this.decide(cedula, context, () =>
        Promise.resolve({ type: 'ReleaseCedula', data: { cedula, memberId, holder: { kind: 'gone' } } }),
      );
    } catch {
      // Nothing to undo: the claim no longer stands for a member whose stream reads erased.
    }
  }

  private async standing(memberId: string, cedula: string) {
    const { state } = await this.members.load(memberStreamId(memberId));
    return holderStanding(state, cedula);
  }

  /**
   * Decides on the cédula's stream; true when it wrote. No idempotency key: a claim and its release
   * belong to one request, and a retried request claims again against the state it finds.
   */
  private async decide(cedula: string, context: CommandContext, command: CedulaCommandSource): Promise<boolean> {
    const { staffId, correlationId } = context;
    const streamId = cedulaStreamId(await this.fingerprint(cedula));
    const result = await this.cedulas.handle({ streamId, command, staffId, correlationId });
    return result.events.length > 0;
  }
}
