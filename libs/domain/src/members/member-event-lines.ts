// How a member event is declared: the schema of its data beside the sentence an auditor reads for it in
// 'Historial' (issue 6), typed from that schema; and what those sentences share.
import type { z } from 'zod';
import type { DeepReadonly } from '../api/schema-primitives.js';
import type { PlanCatalogue } from '../plans/plan-catalogue.js';
import { message } from '../messages.js';
import { formatMoney } from '../rules/money.js';

/** One member event: what the event store's decoder checks its data against, and its Historial line. */
export interface MemberEventEntry<S extends z.ZodObject> {
  readonly schema: S;
  /** `plans`: the gym's plans (R38), so a line names a plan by its name, never its id. */
  readonly line: (data: DeepReadonly<z.output<S>>, plans: PlanCatalogue) => string;
}

/** A topic's entries, whatever their schemas: a bare schema, or an entry without its line, is refused. */
export type MemberEventEntries = Readonly<
  Record<string, { readonly schema: z.ZodObject; readonly line: (data: never, plans: PlanCatalogue) => string }>
>;

/**
 * `MembershipFrozen: memberEvent(z.object({ … }), (data) => message(…))`: no event without its line.
 * A line handing its data to a helper typed with the event's own type says it returns a `string`
 * (`(data): string => describeImport(data)`), or the compiler goes round in a circle.
 */
export const memberEvent = <S extends z.ZodObject>(
  schema: S,
  line: (data: DeepReadonly<z.output<S>>, plans: PlanCatalogue) => string,
): MemberEventEntry<S> => ({ schema, line });

/** The event of type `K` of a topic's entries: its data is what its schema accepts, read-only as every stored fact. */
export type MemberEventIn<Entries extends MemberEventEntries, K extends keyof Entries> = {
  readonly type: K;
  readonly data: DeepReadonly<z.output<Entries[K]['schema']>>;
};

export { planLabel } from '../plans/plan-catalogue.js';

/**
 * R39: a discounted registration, renewal or plan change's line says the discount and its reason
 * after what it did; one without a discount reads as it always did.
 */
export function withDiscount(
  sentence: string,
  data: {
    readonly listPrice?: number;
    readonly discount?: { readonly amount: number };
    readonly discountReason?: string;
  },
): string {
  if (data.discount === undefined || data.listPrice === undefined) return sentence;
  const line = message('AUDIT.DISCOUNT_GIVEN', {
    monto: formatMoney(data.discount.amount),
    lista: formatMoney(data.listPrice),
    motivo: data.discountReason ?? '',
  });
  return sentence === '' ? line : `${sentence}. ${line}`;
}
