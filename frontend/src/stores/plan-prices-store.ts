// The gym's plans (R38) with today's price of each (R24), shared by the screens that show or pre-fill
// one: the plan picker, the debt preview, the renewal dialog, the dashboard and the plans' names in
// lists. Asked when such a screen opens and after the owner changes a plan or a price; the spec's plans
// and prices (§9) until the first answer. The server decides anyway.
import { useEffect } from 'react';
import { create } from 'zustand';
import {
  DEFAULT_PLAN_PRICES,
  findPlan,
  isVisitsPlan,
  planLabel,
  SPEC_PLANS,
  specPlanTerms,
  type MembershipFacts,
  type PlanTerms,
  type PlanCatalogue,
  type PlanId,
  type PlansResponse,
} from '@gym/domain';
import { send } from '../lib/api-client';

/** Today's price of each plan by its id. */
export type PlanPricesById = Readonly<Record<PlanId, number>>;

interface PlanPricesState {
  readonly prices: PlanPricesById;
  readonly plans: PlansResponse | null;
  /** R38: every plan, the archived ones too (a member on one keeps it). */
  readonly catalogue: PlanCatalogue;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** Asks the server again (after a plan or price change, or on opening a screen that shows prices). */
  load: () => Promise<void>;
}

export const usePlanPricesStore = create<PlanPricesState>()((set) => ({
  prices: DEFAULT_PLAN_PRICES,
  plans: null,
  catalogue: SPEC_PLANS,
  status: 'idle',
  load: async () => {
    set({ status: 'loading' });
    try {
      const plans = await send('getPlans', { fallback: 'SERVER.ERROR' });
      const prices: Record<PlanId, number> = { ...DEFAULT_PLAN_PRICES };
      for (const { plan, price } of plans) prices[plan] = price;
      const catalogue = plans.map(({ plan, planName, terms, archived }) => ({
        id: plan,
        name: planName,
        terms,
        archived,
      }));
      set({ plans, prices, catalogue, status: 'ready' });
    } catch {
      // The prices shown stay as they were: a form still works, and the server charges the right one.
      set({ status: 'error' });
    }
  },
}));

/** Today's prices, asked again whenever a screen that shows them opens (a price may start today). */
export function usePlanPrices(): PlanPricesById {
  const prices = usePlanPricesStore((state) => state.prices);
  useEffect(() => {
    const { status, load } = usePlanPricesStore.getState();
    if (status !== 'loading') void load();
  }, []);
  return prices;
}

/** R38: the gym's plans, asked for as `usePlanPrices` does. */
export function usePlanCatalogue(): PlanCatalogue {
  usePlanPrices();
  return usePlanPricesStore((state) => state.catalogue);
}

/** A plan's price today by id (0 for an id the screen does not know yet). */
export const priceOf = (prices: PlanPricesById, plan: PlanId): number => prices[plan] ?? 0;

/** R38: the name a plan id is shown by: the gym's name for it, else a spec plan's, else the id. */
export function planName(plan: PlanId): string {
  return planLabel(plan, usePlanPricesStore.getState().catalogue);
}

/** R38: the plan of `plan`'s id is *por visitas* (a Tiquetera or a visits plan of the gym's). */
export function isVisitsPlanId(plan: PlanId): boolean {
  const terms = findPlan(usePlanPricesStore.getState().catalogue, plan)?.terms;
  return terms !== undefined && isVisitsPlan(terms);
}

/**
 * R38: `member` with its plan's terms for the rules that read them (a list item or a profile answer
 * carries none): the spec plan's, else the gym plan's from the catalogue; until the catalogue is read,
 * a time plan, so a screen never fails on a plan it does not know yet.
 */
export function useWithPlanTerms<M extends MembershipFacts>(member: M): M & { readonly planTerms: PlanTerms } {
  const catalogue = usePlanPricesStore((state) => state.catalogue);
  const planTerms = member.planTerms ??
    specPlanTerms(member.plan) ??
    findPlan(catalogue, member.plan)?.terms ?? { kind: 'time', months: 1 };
  return { ...member, planTerms };
}
