// The one hook for data kept outside the event log (issue 39): a store that holds a member's personal
// or sensitive data in files of its own (the members' photos under DATA_DIR/photos, R52) registers an
// eraser here, and it is called
// - on a supresión (scope 'suppression': everything of the member goes), right after the key is destroyed;
// - on a revocation of the sensitive-data authorisation (scope 'sensitive': health data and the photo go);
// - by the start-up pass that finishes supresiones and revocations (finish-suppressions.ts), for every
//   one found since the last start, so a crash between the event and the erasure is finished.
// An eraser must therefore be idempotent (erasing what is already gone does nothing) and quick; one
// that fails is logged by the caller and the others still run. Register it once, at module start:
//   constructor(@Inject(MemberDataErasers) erasers: MemberDataErasers) {
//     erasers.register((memberId, scope) => this.photos.remove(memberId));
//   }
import { Injectable } from '@nestjs/common';

/** What is being erased: everything of the member (R48 c), or their sensitive data only (R48 b). */
export type ErasureScope = 'suppression' | 'sensitive';

export type MemberDataEraser = (memberId: string, scope: ErasureScope) => Promise<void>;

@Injectable()
export class MemberDataErasers {
  private readonly erasers: MemberDataEraser[] = [];

  /** Adds an eraser; the function returned removes it again (tests). */
  register(eraser: MemberDataEraser): () => void {
    this.erasers.push(eraser);
    return () => {
      const index = this.erasers.indexOf(eraser);
      if (index >= 0) this.erasers.splice(index, 1);
    };
  }

  /** Runs every eraser for the member; the errors of those that failed, after all have run. */
  async erase(memberId: string, scope: ErasureScope): Promise<Error[]> {
    const failed: Error[] = [];
    for (const eraser of this.erasers) {
      try {
        await eraser(memberId, scope);
      } catch (error) {
        failed.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return failed;
  }
}
