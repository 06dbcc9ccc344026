// A supresión's second half (R48, issue 39): after `MemberSuppressed` is in the member's stream, the
// member's data key is destroyed, so every event of theirs reads '[dato suprimido]' wherever the log
// went, and their cédula's claim is released. Idempotent: a second call, or the one the start makes
// for a supresión whose destruction a crash cut short (finishSuppressions), finds nothing left to do.
import { Inject, Injectable } from '@nestjs/common';
import { ERASED_TEXT, memberStreamId } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { MemberDataKeys } from '../../shared/personal-data/member-data-keys.port.js';
import { MEMBER_DATA_KEYS } from '../../shared/tokens.js';
import type { ErasureCause, MemberDataEraser, MemberDataErasure } from '../member-rights/member-data-erasure.js';
import { MEMBER_WRITE_LOOP, type MemberWriteLoop } from '../member.write-loop.js';
import { CedulaRegistry } from './cedula-registry.js';

@Injectable()
export class MemberDataShredder implements MemberDataErasure {
  private readonly erasers: MemberDataEraser[] = [];

  constructor(
    @Inject(MEMBER_DATA_KEYS) private readonly keys: MemberDataKeys,
    @Inject(MEMBER_WRITE_LOOP) private readonly members: MemberWriteLoop,
    @Inject(CedulaRegistry) private readonly cedulas: CedulaRegistry,
  ) {}

  /**
   * What a feature keeps of members outside the log (R52: the photos) joins the erasure: called after
   * the key's destruction on a supresión, and after a revocation of the sensitive-data authorisation.
   */
  registerEraser(eraser: MemberDataEraser): void {
    this.erasers.push(eraser);
  }

  /** The supresión's command (member-rights.commands.ts) releases the cédula itself: only the key here. */
  async eraseMemberData(memberId: string): Promise<void> {
    await this.keys.destroy(memberId);
    await this.runErasers(memberId, 'suppression');
  }

  /** R48 (b): the revocation's work outside the log (the fold already forgets the health data). */
  async eraseSensitiveData(memberId: string): Promise<void> {
    await this.runErasers(memberId, 'revocation');
  }

  private async runErasers(memberId: string, cause: ErasureCause): Promise<void> {
    for (const eraser of this.erasers) await eraser.eraseMember(memberId, cause);
  }

  /**
   * Destroys the member's key and frees their cédula's claim. The cédula is read first (after, it
   * reads erased); once the key is gone the claim no longer stands for them in any case (their
   * stream does not hold that cédula), so a release that fails or was cut short frees it anyway.
   * True when a key was destroyed now.
   */
  async suppressMemberData(memberId: string, context: CommandContext): Promise<boolean> {
    const { state } = await this.members.load(memberStreamId(memberId));
    const cedula = state.status === 'none' ? null : (state.details.cedula ?? null);
    const destroyed = await this.keys.destroy(memberId);
    await this.runErasers(memberId, 'suppression');
    if (cedula !== null && cedula !== ERASED_TEXT) await this.cedulas.releaseForSuppression(cedula, memberId, context);
    return destroyed;
  }
}
