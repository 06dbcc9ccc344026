// R48 (c): what happens to a member's data key once its supresión is appended. The event is the
// truth (projections blank the member from it, a rebuild too); the key's destruction makes the
// personal fields of the member's earlier events unreadable in the log itself. Implemented by
// MemberDataShredder (cedulas/member-data-shredder.ts); a crash between the two is finished at start
// (shared/personal-data/finish-suppressions.ts).

/** Destroys what makes a suppressed member's personal data readable. Idempotent. */
export interface MemberDataErasure {
  eraseMemberData(memberId: string): Promise<void>;
  /** R48 (b): destroys the member's sensitive key (health data) once the revocation is appended. */
  eraseSensitiveData(memberId: string): Promise<void>;
}
