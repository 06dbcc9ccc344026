// Keeps every cédula with one live member at most (issue 10), across app processes sharing one
// event store: a cédula is reserved in its own stream `cedula-<digits>` before the member's stream
// gets it, and released after the member lets it go. Each claim appends with the revision it read,
// so of two registrations racing for one cédula exactly one wins; the other decides again and is
// refused naming the winner. See decideCedula for the rules and the lease of an unfinished claim.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  cedulaStreamId,
  decideCedula,
  evolveCedula,
  holderStanding,
  initialCedulaState,
  isRejection,
  memberStreamId,
  type CedulaCommand,
  type CedulaEvent,
  type CedulaState,
  type EventMetadata,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { ConcurrencyError, type EventStore } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { CommandContext } from '../../shared/http/command-context.js';
import { CLOCK, EVENT_STORE } from '../../shared/tokens.js';
import { MEMBER_COMMANDS, type MemberCommandHandler } from '../shared/member-commands.js';

const MAX_ATTEMPTS = 10;

@Injectable()
export class CedulaRegistry {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(MEMBER_COMMANDS) private readonly members: MemberCommandHandler,
    @Inject(CLOCK) private readonly clock: () => Date,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  private async standing(memberId: string, cedula: string) {
    const { state } = await this.members.load(memberStreamId(memberId));
    return holderStanding(state, cedula);
  }

  /** Read, decide, append with the revision read; on a concurrent append, again. True when it wrote. */
  private async decide(
    cedula: string,
    context: CommandContext,
    commandFor: (state: CedulaState) => Promise<CedulaCommand>,
  ): Promise<boolean> {
    const streamId = cedulaStreamId(cedula);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const stored = await this.eventStore.readStream(streamId);
      const state = stored.reduce(
        (folded, event) => evolveCedula(folded, event as unknown as CedulaEvent),
        initialCedulaState,
      );
      const command = await commandFor(state);
      const now = this.clock().toISOString();
      const decision = decideCedula(command, state, { now, timeZone: this.config.timeZone });
      if (isRejection(decision)) {
        const status = decision.code === 'MEMBER.CEDULA_TAKEN' ? 409 : 400;
        throw new AppError(decision.code, status, decision.params ?? {}, 'details.cedula');
      }
      if (decision.length === 0) return false;
      const metadata: EventMetadata = {
        staffId: context.staffId,
        occurredAt: now,
        correlationId: context.correlationId,
      };
      const events = decision.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: { ...event.data },
        metadata: { ...metadata },
      }));
      try {
        await this.eventStore.append(streamId, events, stored.at(-1)?.revision ?? 'no_stream');
        return true;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
    throw new AppError('REQUEST.CONFLICT', 409);
  }
}
