// R48 (c): what happens to a member's data key once its supresión is appended. The event is the
// truth (projections blank the member from it, a rebuild too); the key's destruction makes the
// personal fields of the member's earlier events unreadable in the log itself.
//
// crypto-shredding: wt-shred provides the key store (`MemberDataKeys`, `suppressMemberData(memberId)`:
// destroys the key and frees the claim, idempotent, and finished at start for a supresión whose key
// still exists). The lead wires it here, in place of the no-op below.

/** Destroys what makes a suppressed member's personal data readable. Idempotent. */
export interface MemberDataErasure {
  eraseMemberData(memberId: string): Promise<void>;
}

export const MEMBER_DATA_ERASURE = Symbol('MEMBER_DATA_ERASURE');

/** Until the key store is wired: nothing to destroy (the events still hold the data in clear). */
export const noKeyStoreErasure: MemberDataErasure = {
  eraseMemberData: () => Promise.resolve(),
};
