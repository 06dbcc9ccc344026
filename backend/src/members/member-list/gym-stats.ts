// Keeps the gym's day-independent figures (R22: deleted members leave them) as members change.
import { PLAN_CODES, type ExistingMember, type PlanId } from '@gym/domain';
import { GYM_STATS_ID, type GymStatsDocument } from './member-documents.js';

export function emptyGymStats(): GymStatsDocument {
  const planDistribution = Object.fromEntries(PLAN_CODES.map((plan) => [plan, 0])) as Record<PlanId, number>;
  return { id: GYM_STATS_ID, totalMembers: 0, pendingDebts: 0, planDistribution };
}

/** The part of a live member the figures count; null for none (not yet registered, or deleted). */
type Counted = Pick<ExistingMember, 'plan' | 'debt'> | null;

/** The figures after one member went from `before` to `after`; the same object when nothing moved. */
export function updateGymStats(stats: GymStatsDocument, before: Counted, after: Counted): GymStatsDocument {
  if (before?.plan === after?.plan && before?.debt === after?.debt) return stats;
  const planDistribution: Record<PlanId, number> = { ...stats.planDistribution };
  if (before) planDistribution[before.plan] = (planDistribution[before.plan] ?? 0) - 1;
  if (after) planDistribution[after.plan] = (planDistribution[after.plan] ?? 0) + 1;
  return {
    ...stats,
    totalMembers: stats.totalMembers + (after ? 1 : 0) - (before ? 1 : 0),
    pendingDebts: stats.pendingDebts + (after?.debt ?? 0) - (before?.debt ?? 0),
    planDistribution,
  };
}
