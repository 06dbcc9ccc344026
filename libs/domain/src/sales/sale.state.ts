// One sale as its own events leave it (R40), and `evolveSale`, the fold that gets it there.
import type { SaleEvent, SaleRecorded } from './sale.events.js';

export type SaleState =
  | { readonly status: 'none' }
  | (SaleRecorded['data'] & { readonly status: 'recorded' | 'voided'; readonly voidedOn: string | null });

export const initialSaleState: SaleState = { status: 'none' };

export function evolveSale(state: SaleState, event: SaleEvent): SaleState {
  switch (event.type) {
    case 'SaleRecorded':
      return { ...event.data, status: 'recorded', voidedOn: null };
    case 'SaleVoided':
      return state.status === 'none' ? state : { ...state, status: 'voided', voidedOn: event.data.voidedOn };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown sale event ${JSON.stringify(unknown)}`);
    }
  }
}
