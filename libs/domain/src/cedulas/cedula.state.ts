// A cédula's reservation as its own events leave it, and `evolveCedula`, the fold that gets it there.
import type { CedulaEvent } from './cedula.events.js';

export type CedulaState =
  | { readonly status: 'free' }
  | { readonly status: 'held'; readonly memberId: string; readonly memberName: string; readonly claimedAt: string };

export const initialCedulaState: CedulaState = { status: 'free' };

export function evolveCedula(state: CedulaState, event: CedulaEvent): CedulaState {
  switch (event.type) {
    case 'CedulaClaimed': {
      const { memberId, memberName, claimedAt } = event.data;
      return { status: 'held', memberId, memberName, claimedAt };
    }
    case 'CedulaReleased':
      return state.status === 'held' && state.memberId === event.data.memberId ? initialCedulaState : state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown cédula event ${JSON.stringify(unknown)}`);
    }
  }
}
