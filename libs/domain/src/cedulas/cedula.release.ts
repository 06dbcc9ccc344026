// Releasing a cédula: the command and its rule. Sent after a deletion, a change of cédula, or a
// registration that failed; it has no body.
import type { Decision } from '../decision.js';
import type { CedulaEvent } from './cedula.events.js';
import type { HolderStanding } from './cedula.holder.js';
import type { CedulaState } from './cedula.state.js';

/** After a deletion, a change of cédula, or a registration that failed. */
export interface ReleaseCedula {
  readonly type: 'ReleaseCedula';
  readonly data: {
    readonly cedula: string;
    readonly memberId: string;
    /** The member's standing: one who still has the cédula keeps it, whatever asked. */
    readonly holder: HolderStanding;
  };
}

/** Only the member that holds the reservation releases it, and not while its stream still has the cédula. */
export function releaseCedula({ data }: ReleaseCedula, state: CedulaState): Decision<CedulaEvent> {
  const { cedula, memberId, holder } = data;
  const released = state.status === 'held' && state.memberId === memberId && holder.kind !== 'holds';
  return released ? [{ type: 'CedulaReleased', data: { cedula, memberId } }] : [];
}
