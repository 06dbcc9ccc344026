// What the holder's own stream says about a cédula, read just before deciding a claim or a release:
// the member stream is the truth, the reservation only guards it.
import type { MemberState } from '../members/member.state.js';

/** What the holder's own stream says, read just before deciding: the member stream is the truth. */
export type HolderStanding =
  | { readonly kind: 'holds'; readonly name: string }
  /** Not (yet) the member's: the registration or edit that claimed it is under way, or never finished. */
  | { readonly kind: 'pending' }
  /** Deleted: a deleted member never takes a cédula again (R22). */
  | { readonly kind: 'gone' };

export function holderStanding(holder: MemberState, cedula: string): HolderStanding {
  // R48: a suppressed member holds no cédula: the same one registered again is a new member.
  if (holder.status === 'deleted' || holder.status === 'suppressed') return { kind: 'gone' };
  if (holder.status === 'registered' && holder.details.cedula === cedula)
    return { kind: 'holds', name: holder.details.name };
  return { kind: 'pending' };
}
