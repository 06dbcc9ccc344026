// The fingerprint of a fold, for MEMBER_STATE_VERSION (member.state.ts): commands start from the
// state the members projection saved (a snapshot), which is right only if the same fold computed it.
import type { MemberEvent } from './member.events.js';
import { initialMemberState, type MemberState } from './member.state.js';

/**
 * A hash of every state `evolve` computes, event after event, on each stream of `streams`: any
 * change in what it computes for any of their events changes it. Key order does not count.
 */
export function memberStateFingerprint(
  evolve: (state: MemberState, event: MemberEvent) => MemberState,
  streams: readonly (readonly MemberEvent[])[],
): string {
  const states = streams.map((events) => {
    const folded: MemberState[] = [];
    events.reduce((state, event) => {
      const next = evolve(state, event);
      folded.push(next);
      return next;
    }, initialMemberState);
    return folded;
  });
  return fnv1a64(canonicalJson(states));
}

/** JSON with every object's keys sorted, so two states equal field by field write the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** FNV-1a, 64 bits, as 16 hex digits: no crypto in the domain, and no adversary to resist here. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
