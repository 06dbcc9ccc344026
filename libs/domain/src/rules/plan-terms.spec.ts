// Specification of a plan's terms (R38): the expiry of a time plan in days or months (R4's clamping),
// a visits plan's validity from its first visit (R5), and the bad input a plan's terms may have.
import {
  expiryFromTerms,
  planTermsProblem,
  SPEC_PLAN_TERMS,
  specPlanTerms,
  timePlanEnd,
  visitsOf,
  visitsPlanExpiry,
} from './plan-terms.js';

const trimestral = { kind: 'time', months: 3 } as const;
const ochoClases = { kind: 'visits', visits: 8, validDays: 30 } as const;

describe('R38: a plan follows its terms, never its name', () => {
  it("R38: a 'Trimestral' of 3 months from 31 January expires on 30 April (R4's clamping)", () => {
    expect(expiryFromTerms(trimestral, '2026-01-31')).toBe('2026-04-30');
    expect(timePlanEnd(trimestral, '2026-11-30')).toBe('2027-02-28');
  });

  it('R38: a time plan of N days expires N days after entry (a Quincena: 15)', () => {
    expect(expiryFromTerms({ kind: 'time', days: 45 }, '2026-03-01')).toBe('2026-04-15');
    expect(expiryFromTerms(SPEC_PLAN_TERMS.fortnight, '2026-03-01')).toBe('2026-03-16');
  });

  it("R38: '8 clases' has no expiry at registration and is valid 30 days from the first visit", () => {
    expect(expiryFromTerms(ochoClases, '2026-03-01')).toBeNull();
    expect(visitsPlanExpiry(ochoClases, '2026-03-02')).toBe('2026-04-01');
    expect(visitsOf(ochoClases)).toBe(8);
    expect(visitsOf(trimestral)).toBe(0);
  });

  it('R38: the three spec plans keep their terms (Quincena 15 days, Mensualidad 1 month, Tiquetera 15 visits in 60 days)', () => {
    expect(specPlanTerms('fortnight')).toEqual({ kind: 'time', days: 15 });
    expect(specPlanTerms('monthly')).toEqual({ kind: 'time', months: 1 });
    expect(specPlanTerms('ticket_book')).toEqual({ kind: 'visits', visits: 15, validDays: 60 });
    expect(specPlanTerms('plan-7')).toBeNull();
  });

  it('R38: 0 or more than 1.000 days, months or visits, a fraction, or validity under the visits are bad input', () => {
    expect(planTermsProblem({ kind: 'time', days: 0 })).toBe('units');
    expect(planTermsProblem({ kind: 'time', months: 1001 })).toBe('units');
    expect(planTermsProblem({ kind: 'time', days: 1.5 })).toBe('units');
    expect(planTermsProblem({ kind: 'visits', visits: 0, validDays: 30 })).toBe('units');
    expect(planTermsProblem({ kind: 'visits', visits: 8, validDays: 1001 })).toBe('validDays');
    expect(planTermsProblem({ kind: 'visits', visits: 8, validDays: 7 })).toBe('validUnderVisits');
    expect(planTermsProblem({ kind: 'visits', visits: 8, validDays: 8 })).toBeNull();
    expect(planTermsProblem({ kind: 'time', days: 1000 })).toBeNull();
  });
});
