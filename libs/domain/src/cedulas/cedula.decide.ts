// `decideCedula`: what a command on a cédula's reservation yields, as events or a rejection. Each
// command with its rule lives in its own file (cedula.claim.ts, cedula.release.ts); this one says
// which rule decides which command.
import type { Decision, DecisionContext } from '../decision.js';
import { claimCedula, type ClaimCedula } from './cedula.claim.js';
import type { CedulaEvent } from './cedula.events.js';
import { releaseCedula, type ReleaseCedula } from './cedula.release.js';
import type { CedulaState } from './cedula.state.js';

export type CedulaCommand = ClaimCedula | ReleaseCedula;

export function decideCedula(
  command: CedulaCommand,
  state: CedulaState,
  context: DecisionContext,
): Decision<CedulaEvent> {
  switch (command.type) {
    case 'ClaimCedula':
      return claimCedula(command, state, context);
    case 'ReleaseCedula':
      return releaseCedula(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown cédula command ${JSON.stringify(unknown)}`);
    }
  }
}
