// R48 (c): what happens to a member's data key once its supresión is appended. The event is the
// truth (projections blank the member from it, a rebuild too); the key's destruction makes the
// personal fields of the member's earlier events unreadable in the log itself. Implemented by
// MemberDataShredder (cedulas/member-data-shredder.ts); a crash between the two is finished at start
// (shared/personal-data/finish-suppressions.ts).

/** Destroys what makes a suppressed member's personal data readable. Idempotent. */
export interface MemberDataErasure {
  eraseMemberData(memberId: string): Promise<void>;
  /** R48 (b): after a revocation is appended, what is kept of the sensitive data outside the log (the photo, R52). */
  eraseSensitiveData(memberId: string): Promise<void>;
}

/** Why an eraser is called: a supresión (everything) or a revocation of the sensitive-data authorisation. */
export type ErasureCause = 'suppression' | 'revocation';

/**
 * What a feature keeps of a member outside the event log and must erase with the rest (R52: the
 * photo store). Registered with MemberDataShredder.registerEraser; called after the event is
 * appended; idempotent (a second call, or one after a crash, finds nothing left).
 */
export interface MemberDataEraser {
  eraseMember(memberId: string, cause: ErasureCause): Promise<void>;
}
