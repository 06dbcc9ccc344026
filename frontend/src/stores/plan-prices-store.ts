// Today's price of each plan (R24), shared by the screens that show or pre-fill one: the plan
// picker, the debt preview, the renewal dialog and the dashboard. Asked when such a screen opens and
// after the owner saves new prices; the spec's prices (§9) until the first answer. The server decides anyway.
import { useEffect } from 'react';
import { create } from 'zustand';
import { DEFAULT_PLAN_PRICES, type PlanPrices, type PlansResponse } from '@gym/domain';
import { send } from '../lib/api-client';

interface PlanPricesState {
  readonly prices: PlanPrices;
  readonly plans: PlansResponse | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** Asks the server again (after a price change, or on opening a screen that shows prices). */
  load: () => Promise<void>;
}

export const usePlanPricesStore = create<PlanPricesState>()((set) => ({
  prices: DEFAULT_PLAN_PRICES,
  plans: null,
  status: 'idle',
  load: async () => {
    set({ status: 'loading' });
    try {
      const plans = await send('getPlans', { fallback: 'SERVER.ERROR' });
      const prices = { ...DEFAULT_PLAN_PRICES };
      for (const { plan, price } of plans) prices[plan] = price;
      set({ plans, prices, status: 'ready' });
    } catch {
      // The prices shown stay as they were: a form still works, and the server charges the right one.
      set({ status: 'error' });
    }
  },
}));

/** Today's prices, asked again whenever a screen that shows them opens (a price may start today). */
export function usePlanPrices(): PlanPrices {
  const prices = usePlanPricesStore((state) => state.prices);
  useEffect(() => {
    const { status, load } = usePlanPricesStore.getState();
    if (status !== 'loading') void load();
  }, []);
  return prices;
}
