// Writes the gym's own catalogue on its first day as the owner's 'Planes' and 'Productos' screens
// would: each plan decided by `decidePlans` on the plans stream, each product by `decideProduct` on
// its own stream with the names of those before it (R38, R40).
import {
  decidePlans,
  decideProduct,
  evolvePlans,
  initialPlansState,
  initialProductState,
  isRejection,
  PLANS_STREAM,
  productStreamId,
  type EventMetadata,
  type PlanCatalogue,
  type PlanPriceList,
} from '@gym/domain';
import type { EventWriter } from './event-writer.js';
import { GYM_PLANS, GYM_PRODUCTS } from './gym-catalogue.js';
import { GENERATOR_ACTOR, GYM_TIME_ZONE } from './member-actor.js';
import type { SeededRandom } from './seeded-random.js';

export interface WrittenCatalogue {
  /** The spec plans and the gym's nine, with their ids. */
  readonly plans: PlanCatalogue;
  readonly prices: PlanPriceList;
  readonly productIds: readonly string[];
}

export function writeGymCatalogue(
  random: SeededRandom,
  writer: EventWriter,
  occurredAt: string,
  adminId: string,
  planIds: readonly string[],
): WrittenCatalogue {
  const context = { now: occurredAt, timeZone: GYM_TIME_ZONE, actor: GENERATOR_ACTOR };
  const metadata = (): EventMetadata => ({ staffId: adminId, occurredAt, correlationId: random.uuid() });
  let plans = initialPlansState;
  for (const [index, { name, terms, price }] of GYM_PLANS.entries()) {
    const planId = planIds[index] ?? random.uuid();
    const command = { type: 'CreatePlan', data: { planId, name, terms, price } } as const;
    const decision = decidePlans(command, plans, context);
    if (isRejection(decision)) throw new Error(`Plan ${name} refused: ${decision.code}`);
    const meta = metadata();
    for (const event of decision) {
      plans = evolvePlans(plans, event);
      writer.add(PLANS_STREAM, random.uuid(), event, meta);
    }
  }
  const productNames: { productId: string; name: string }[] = [];
  for (const product of GYM_PRODUCTS) {
    const productId = random.uuid();
    const command = { type: 'CreateProduct', data: { productId, ...product } } as const;
    const decision = decideProduct(command, initialProductState, { ...context, productNames });
    if (isRejection(decision)) throw new Error(`Product ${product.name} refused: ${decision.code}`);
    const meta = metadata();
    for (const event of decision) writer.add(productStreamId(productId), random.uuid(), event, meta);
    productNames.push({ productId, name: product.name });
  }
  return { plans: plans.catalogue, prices: plans.prices, productIds: productNames.map((p) => p.productId) };
}
