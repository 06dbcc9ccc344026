// How a plan's terms read (R38): '6 meses', '15 días', '8 visitas, válidas 30 días desde la primera'.
import { message, type PlanTerms } from '@gym/domain';

/** '6 meses', '15 días', '8 visitas, válidas 30 días desde la primera'. */
export function termsText(terms: PlanTerms): string {
  if (terms.kind === 'visits') return message('PLANS.TERMS.visits', { n: terms.visits, d: terms.validDays });
  if ('days' in terms) return message('PLANS.TERMS.days', { n: terms.days });
  return terms.months === 1 ? message('PLANS.TERMS.month') : message('PLANS.TERMS.months', { n: terms.months });
}
