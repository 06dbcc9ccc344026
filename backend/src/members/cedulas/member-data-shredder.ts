// A supresión's second half (R48, issue 39): after `MemberSuppressed` is in the member's stream, the
// member's data key is destroyed, so every event of theirs reads '[dato suprimido]' wherever the log
// went, and their cédula's claim is released. Idempotent: a second call, or the one the start makes
// for a supresión whose destruction a crash cut short (finishSuppressions), finds nothing left to do.
import { Inject, Injectable } from '@nestjs/common';
import { ERASED_TEXT, memberStreamId } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { MemberDataKeys } from '../../shared/personal-data/member-data-keys.port.js';
import { MemberDataErasers, type MemberDataEraser } from '../../shared/personal-data/member-data-erasers.js';
import { destroyAllSensitiveKeys, destroySensitiveKeys } from '../../shared/personal-data/sensitive-keys.js';
import { LOGGER } from '../../shared/tokens.js';
import type { AppLogger } from '../../shared/logging/logger.js';
import { MEMBER_DATA_KEYS } from '../../shared/tokens.js';
import type { MemberDataErasure } from '../member-rights/member-data-erasure.js';
import { MEMBER_WRITE_LOOP, type MemberWriteLoop } from '../member.write-loop.js';
import { CedulaRegistry } from './cedula-registry.js';

@Injectable()
export class MemberDataShredder implements MemberDataErasure {
  constructor(
    @Inject(MEMBER_DATA_KEYS) private readonly keys: MemberDataKeys,
    @Inject(MEMBER_WRITE_LOOP) private readonly members: MemberWriteLoop,
    @Inject(CedulaRegistry) private readonly cedulas: CedulaRegistry,
    @Inject(MemberDataErasers) private readonly erasers: MemberDataErasers,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /**
   * The hook for data kept outside the log (the members' photos): `eraser` is called on every
   * supresión and sensitive revocation, and at start for those a crash cut short (member-data-erasers.ts).
   */
  registerEraser(eraser: MemberDataEraser): () => void {
    return this.erasers.register(eraser);
  }

  /** The supresión's command (member-rights.commands.ts) releases the cédula itself: only the keys here. */
  async eraseMemberData(memberId: string): Promise<void> {
    await this.keys.destroy(memberId);
    await destroyAllSensitiveKeys(this.keys, memberId);
    await this.runErasers(memberId, 'suppression');
  }

  /** R48 (b): after the revocation is appended, the sensitive key in use is destroyed, then the erasers run. */
  async eraseSensitiveData(memberId: string): Promise<void> {
    await destroySensitiveKeys(this.keys, memberId);
    await this.runErasers(memberId, 'sensitive');
  }

  /** An eraser that fails is logged; the start-up pass calls it again (the event is in the log). */
  private async runErasers(memberId: string, scope: 'suppression' | 'sensitive'): Promise<void> {
    const failed = await this.erasers.erase(memberId, scope);
    if (failed.length > 0)
      this.logger.error({ memberId, scope, errors: failed.map((error) => error.message) }, 'an eraser failed');
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
    await destroyAllSensitiveKeys(this.keys, memberId);
    await this.runErasers(memberId, 'suppression');
    if (cedula !== null && cedula !== ERASED_TEXT) await this.cedulas.releaseForSuppression(cedula, memberId, context);
    return destroyed;
  }
}
