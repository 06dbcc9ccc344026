// What a member command is decided against besides the member, apart from the dispatch so that each
// rule file can name it without importing member.decide.ts (which imports every rule file).
import type { DecisionContext } from '../decision.js';
import type { PlanCatalogue } from '../plans/plan-catalogue.js';
import type { PlanPriceList } from '../rules/plan-prices.js';

/**
 * What a member command is decided against besides the member: the clock, and the gym's price
 * changes (R24), from which the decider takes the price in force on its own gym-local day (R1).
 */
export interface MemberDecisionContext extends DecisionContext {
  readonly planPrices: PlanPriceList;
  /** R38: the gym's plans (id, name, terms, archived), read from the plans stream like the prices. */
  readonly plans: PlanCatalogue;
  /** R47: the version of the gym's data policy in force (0 while none is published), for authorisations. */
  readonly dataPolicyVersion: number;
  /** R39: the most Recepción may discount, a percentage of the list price the owner sets; absent reads 0 %. */
  readonly receptionDiscountPercent?: number;
}
