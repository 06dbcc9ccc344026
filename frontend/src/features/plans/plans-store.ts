// The 'Planes' screen's writes (R38): create, rename, archive and price a plan, each through the one
// typed client; after each the shared plans store asks again, so every picker sees the change.
import { create } from 'zustand';
import { isPlanCode, type CreatePlanRequest, type PlanId } from '@gym/domain';
import { send } from '../../lib/api-client';
import { usePlanPricesStore } from '../../stores/plan-prices-store';

interface PlansWrites {
  createPlan: (body: CreatePlanRequest, idempotencyKey: string) => Promise<void>;
  renamePlan: (plan: PlanId, name: string, idempotencyKey: string) => Promise<void>;
  archivePlan: (plan: PlanId, idempotencyKey: string) => Promise<void>;
  /** R24: a spec plan's price goes through the settings' prices, a gym plan's through its own. */
  schedulePrice: (plan: PlanId, price: number, from: string, idempotencyKey: string) => Promise<void>;
}

const reload = () => usePlanPricesStore.getState().load();

export const usePlansWrites = create<PlansWrites>()(() => ({
  createPlan: async (body, idempotencyKey) => {
    await send('createPlan', { body, idempotencyKey, fallback: 'PLANS.SAVE_FAILED' });
    await reload();
  },
  renamePlan: async (plan, name, idempotencyKey) => {
    await send('renamePlan', { params: { id: plan }, body: { name }, idempotencyKey, fallback: 'PLANS.SAVE_FAILED' });
    await reload();
  },
  archivePlan: async (plan, idempotencyKey) => {
    await send('archivePlan', { params: { id: plan }, idempotencyKey, fallback: 'PLANS.SAVE_FAILED' });
    await reload();
  },
  schedulePrice: async (plan, price, from, idempotencyKey) => {
    if (isPlanCode(plan)) {
      const body = { prices: { [plan]: price }, effectiveFrom: from };
      await send('changePlanPrices', { body, idempotencyKey, fallback: 'PLANS.SAVE_FAILED' });
    } else {
      const body = { price, from };
      await send('schedulePlanPrice', { params: { id: plan }, body, idempotencyKey, fallback: 'PLANS.SAVE_FAILED' });
    }
    await reload();
  },
}));
