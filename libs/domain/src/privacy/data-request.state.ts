// One data request as its own events leave it (R49), and `evolveDataRequest`, the fold that gets it there.
import type { DataRequestEvent, DataRequestKind } from './data-request.events.js';

export type DataRequestState =
  | { readonly status: 'none' }
  | {
      readonly status: 'open' | 'answered';
      readonly requestId: string;
      readonly kind: DataRequestKind;
      readonly memberId?: string;
      readonly receivedOn: string;
      readonly dueOn: string;
    };

export const initialDataRequestState: DataRequestState = { status: 'none' };

export function evolveDataRequest(state: DataRequestState, event: DataRequestEvent): DataRequestState {
  switch (event.type) {
    case 'DataRequestReceived': {
      const { requestId, kind, memberId, receivedOn, dueOn } = event.data;
      return { status: 'open', requestId, kind, ...(memberId === undefined ? {} : { memberId }), receivedOn, dueOn };
    }
    case 'DataRequestAnswered':
      return state.status === 'none' ? state : { ...state, status: 'answered' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown data request event ${JSON.stringify(unknown)}`);
    }
  }
}
