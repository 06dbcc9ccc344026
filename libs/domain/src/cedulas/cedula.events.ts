// The reservation of one cédula, in its own stream `cedula-<digits>`: who holds it. Claiming it
// appends with the stream's expected revision, so two members can never both win it, even when
// registered at the same instant by two app processes.

export interface CedulaClaimed {
  readonly type: 'CedulaClaimed';
  readonly data: {
    readonly cedula: string;
    readonly memberId: string;
    /** The member's name when claiming: the refusal names them while their registration is under way. */
    readonly memberName: string;
    /** ISO instant of the claim: a claim whose member never got registered lapses after a lease. */
    readonly claimedAt: string;
    /** Who held it before: a member deleted or with another cédula now, or a lapsed claim. */
    readonly previousMemberId: string | null;
  };
}

export interface CedulaReleased {
  readonly type: 'CedulaReleased';
  readonly data: { readonly cedula: string; readonly memberId: string };
}

export type CedulaEvent = CedulaClaimed | CedulaReleased;
export type CedulaEventType = CedulaEvent['type'];

export const CEDULA_EVENT_TYPES: readonly CedulaEventType[] = ['CedulaClaimed', 'CedulaReleased'];

export const cedulaStreamId = (cedula: string): string => `cedula-${cedula}`;
