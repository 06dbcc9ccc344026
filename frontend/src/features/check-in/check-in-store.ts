// The check-in desk's state: the matches of what was typed or scanned, the member being let in,
// and the outcome of the last check-in or payment taken at the desk ('Cobrar', issue 30). Only the
// latest search may show its answer.
import { create } from 'zustand';
import {
  formatMoney,
  message,
  type CheckInMatch,
  type CheckInSearchResult,
  type RecordPaymentRequest,
} from '@gym/domain';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { failureText } from '../../lib/notify';
import { asApiError } from '../../lib/create-query-store';
import { send, type ApiError } from '../../lib/api-client';
import { gymToday } from '../../hooks/use-gym-today';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { recordedText } from './check-in-texts';

export interface CheckInOutcome {
  readonly ok: boolean;
  readonly text: string;
  /** A payment taken at the desk: its receipt is one click away. */
  readonly receipt?: { readonly paymentId: string; readonly name: string; readonly paidOn: string };
}

interface CheckInState {
  readonly result: CheckInSearchResult | null;
  readonly searching: boolean;
  readonly error: ApiError | null;
  /** The id of the member whose check-in is being sent. */
  readonly registering: string | null;
  readonly outcome: CheckInOutcome | null;
  /** The matches of `text` (none for blank text); null when a newer search or a clear overtook it. */
  search: (text: string) => Promise<CheckInSearchResult | null>;
  /** Sends the check-in; either way the matches are cleared for the next member. */
  register: (match: CheckInMatch, timeZone: string) => Promise<void>;
  /** Records a payment of the member on the card ('Cobrar'); the caller searches again to show the new debt. */
  collect: (match: CheckInMatch, request: RecordPaymentRequest, key: string) => Promise<void>;
  /** Shows why a member cannot be checked in, without asking the server. */
  refuse: (match: CheckInMatch, reason: string) => void;
  clear: () => void;
  reset: () => void;
}

const initialState = { result: null, searching: false, error: null, registering: null, outcome: null };

let latestSearch = 0;

export const useCheckInStore = create<CheckInState>()((set) => ({
  ...initialState,
  search: async (text) => {
    const request = ++latestSearch;
    if (text.trim() === '') {
      set({ result: null, searching: false, error: null });
      return null;
    }
    set({ searching: true, error: null });
    try {
      const result = await send('searchCheckIn', { query: { q: text.trim() }, fallback: 'SERVER.ERROR' });
      if (request !== latestSearch) return null;
      set({ result, searching: false });
      return result;
    } catch (error) {
      if (request === latestSearch) set({ searching: false, error: asApiError(error) });
      return null;
    }
  },
  register: async (match, timeZone) => {
    set({ registering: match.id });
    try {
      const visit = await send('recordVisit', {
        params: { id: match.id },
        body: {},
        idempotencyKey: newIdempotencyKey(),
        fallback: 'VISIT.RECORD_FAILED',
      });
      set({ outcome: { ok: true, text: recordedText(match, visit, timeZone) } });
    } catch (error) {
      const reason = failureText(error, 'VISIT.RECORD_FAILED');
      set({ outcome: { ok: false, text: message('CHECK_IN.REFUSED', { nombre: match.name, motivo: reason }) } });
    } finally {
      latestSearch += 1;
      set({ registering: null, result: null, searching: false });
    }
  },
  collect: async (match, request, key) => {
    const { paymentId } = await send('recordPayment', {
      params: { id: match.id },
      body: request,
      idempotencyKey: key,
      fallback: 'PAYMENT.RECORD_FAILED',
    });
    // Without a date (Recepción, R33) the server dates the payment today in the gym's time zone.
    const paidOn = request.paidOn ?? gymToday(usePublicSettingsStore.getState().timeZone);
    const text = message('CHECK_IN.COLLECTED', { nombre: match.name, monto: formatMoney(request.amount) });
    set({ outcome: { ok: true, text, receipt: { paymentId, name: match.name, paidOn } } });
  },
  refuse: (match, reason) => {
    latestSearch += 1;
    set({ outcome: { ok: false, text: message('CHECK_IN.REFUSED', { nombre: match.name, motivo: reason }) } });
  },
  clear: () => {
    latestSearch += 1;
    set({ result: null, searching: false, error: null });
  },
  reset: () => {
    latestSearch += 1;
    set(initialState);
  },
}));
