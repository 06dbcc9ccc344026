// Specification of the gym's plans (R38): create, rename, archive and price a plan, and the bad input
// the issue lists; then a member on a plan of the gym's own, whose rules follow its terms.
import type { PlanEvent } from './plan.events.js';
import type { PlanCommand } from './plan.decide.js';
import { DEFAULT_CONTEXT, given, plansSpec, RECEPCION } from '../testing/given-when-then.js';
import {
  at,
  attendanceMarked,
  freezeMembership,
  memberRegistered,
  recordVisit,
  registeredMonthly,
  registerMember,
  renewMembership,
} from '../testing/member.builders.js';
import { addDays } from '../rules/dates.js';
import { ticketBookState } from '../members/member.read.js';
import { SPEC_PLANS, type PlanCatalogue } from './plan-catalogue.js';
import type { PlanTermsInput } from './plan.create.js';
import type { PlanTerms } from '../rules/plan-terms.js';

const semestral = (terms: PlanTermsInput = { kind: 'time', months: 6 }, name = 'Semestral'): PlanCommand => ({
  type: 'CreatePlan',
  data: { planId: 'plan-semestral', name, terms, price: 420_000 },
});

const created = (planId: string, name: string, terms: PlanTerms): PlanEvent[] => [
  { type: 'PlanCreated', data: { planId, name, terms } },
  { type: 'PlanPriceScheduled', data: { planId, price: 420_000, previousPrice: 0, from: '2026-03-02' } },
];

describe('R38: the gym defines its own plans', () => {
  it('R38: an Administrador creates Semestral (6 months) with its price from today (R24)', () =>
    plansSpec
      .given()
      .when(semestral())
      .then(...created('plan-semestral', 'Semestral', { kind: 'time', months: 6 })));

  it("R38: a visits plan '8 clases' valid 30 days; validity left out is the visits", () => {
    plansSpec
      .given()
      .when(semestral({ kind: 'visits', visits: 8, validDays: 30 }, '8 clases'))
      .then(...created('plan-semestral', '8 clases', { kind: 'visits', visits: 8, validDays: 30 }));
    plansSpec
      .given()
      .when(semestral({ kind: 'visits', visits: 8 }, '8 clases'))
      .then(...created('plan-semestral', '8 clases', { kind: 'visits', visits: 8, validDays: 8 }));
  });

  it('R38: a name is 2–40 characters and unique among the plans, accents, case and spaces aside', () => {
    plansSpec.given().when(semestral(undefined, ' S ')).thenRejects('PLAN.NAME_INVALID', undefined, 'name');
    plansSpec
      .given()
      .when(semestral(undefined, 'x'.repeat(41)))
      .thenRejects('PLAN.NAME_INVALID', undefined, 'name');
    plansSpec.given().when(semestral(undefined, '   ')).thenRejects('PLAN.NAME_INVALID', undefined, 'name');
    plansSpec
      .given()
      .when(semestral(undefined, ' QUINCENA '))
      .thenRejects('PLAN.NAME_TAKEN', { plan: 'Quincena' }, 'name');
    plansSpec
      .given(...created('plan-1', 'Estudiante', { kind: 'time', months: 1 }))
      .when(semestral(undefined, 'estudiánte'))
      .thenRejects('PLAN.NAME_TAKEN', { plan: 'Estudiante' }, 'name');
  });

  it('R38: 0 or more than 1.000 days, months or visits, and validity under the visits, are refused', () => {
    plansSpec
      .given()
      .when(semestral({ kind: 'time', days: 0 }))
      .thenRejects('PLAN.UNITS_INVALID', undefined, 'terms');
    plansSpec
      .given()
      .when(semestral({ kind: 'time', months: 1001 }))
      .thenRejects('PLAN.UNITS_INVALID', undefined, 'terms');
    plansSpec
      .given()
      .when(semestral({ kind: 'visits', visits: 1001, validDays: 1001 }))
      .thenRejects('PLAN.UNITS_INVALID', undefined, 'terms');
    plansSpec
      .given()
      .when(semestral({ kind: 'time' }))
      .thenRejects('PLAN.UNITS_INVALID', undefined, 'terms');
    plansSpec
      .given()
      .when(semestral({ kind: 'visits', visits: 8, validDays: 7 }))
      .thenRejects('PLAN.VALID_UNDER_VISITS', { n: 8, d: 7 }, 'terms.validDays');
  });

  it('R24 + R38: a price outside 1.000–10.000.000 or from a past day is refused', () => {
    const priced = (price: number, from?: string): PlanCommand => ({
      type: 'CreatePlan',
      data: { planId: 'p', name: 'Anual', terms: { kind: 'time', months: 12 }, price, ...(from ? { from } : {}) },
    });
    plansSpec.given().when(priced(999)).thenRejects('SETTINGS.PRICE_INVALID', undefined, 'price');
    plansSpec.given().when(priced(10_000_001)).thenRejects('SETTINGS.PRICE_INVALID', undefined, 'price');
    plansSpec
      .given()
      .when(priced(900_000, '2026-03-01'))
      .thenRejects('SETTINGS.EFFECTIVE_FROM_PAST', undefined, 'from');
  });

  it('R25: Recepción does not define plans', () =>
    plansSpec
      .given()
      .when(semestral(), { ...DEFAULT_CONTEXT, actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));

  it('R38: a plan is renamed (a spec plan too), archived once, and priced from a later day', () => {
    const history = created('plan-semestral', 'Semestral', { kind: 'time', months: 6 });
    plansSpec
      .given(...history)
      .when({ type: 'RenamePlan', data: { planId: 'monthly', name: 'Mensual' } })
      .then({ type: 'PlanRenamed', data: { planId: 'monthly', name: 'Mensual', previousName: 'Mensualidad' } });
    plansSpec
      .given(...history)
      .when({ type: 'RenamePlan', data: { planId: 'monthly', name: 'semestral' } })
      .thenRejects('PLAN.NAME_TAKEN', { plan: 'Semestral' }, 'name');
    plansSpec
      .given(...history)
      .when({ type: 'RenamePlan', data: { planId: 'plan-semestral', name: 'Semestral' } })
      .thenNothing();
    plansSpec
      .given(...history)
      .when({ type: 'ArchivePlan', data: { planId: 'plan-semestral' } })
      .then({ type: 'PlanArchived', data: { planId: 'plan-semestral', name: 'Semestral' } });
    plansSpec
      .given(...history, { type: 'PlanArchived', data: { planId: 'plan-semestral', name: 'Semestral' } })
      .when({ type: 'ArchivePlan', data: { planId: 'plan-semestral' } })
      .thenRejects('PLAN.ALREADY_ARCHIVED', { plan: 'Semestral' });
    plansSpec
      .given(...history)
      .when({ type: 'SchedulePlanPrice', data: { planId: 'plan-semestral', price: 450_000, from: '2027-01-01' } })
      .then({
        type: 'PlanPriceScheduled',
        data: { planId: 'plan-semestral', price: 450_000, previousPrice: 420_000, from: '2027-01-01' },
      });
    plansSpec
      .given(...history)
      .when({ type: 'SchedulePlanPrice', data: { planId: 'plan-semestral', price: 420_000, from: '2027-01-01' } })
      .thenNothing();
    plansSpec
      .given(...history)
      .when({ type: 'ArchivePlan', data: { planId: 'nope' } })
      .thenRejects('PLAN.NOT_FOUND');
  });
});

/** A catalogue with the gym's Trimestral (3 months), '8 clases' (8 visits valid 30 days) and an archived Semestral. */
const GYM_PLANS: PlanCatalogue = [
  ...SPEC_PLANS,
  { id: 'plan-trimestral', name: 'Trimestral', terms: { kind: 'time', months: 3 }, archived: false },
  { id: 'plan-8', name: '8 clases', terms: { kind: 'visits', visits: 8, validDays: 30 }, archived: false },
  { id: 'plan-semestral', name: 'Semestral', terms: { kind: 'time', months: 6 }, archived: true },
];
const prices = [
  { plan: 'plan-trimestral', price: 210_000, effectiveFrom: '2026-01-01' },
  { plan: 'plan-8', price: 60_000, effectiveFrom: '2026-01-01' },
];
const withGymPlans = (when: string, time?: string) => ({ ...at(when, time), plans: GYM_PLANS, planPrices: prices });

describe("R38: a member on one of the gym's plans follows its terms", () => {
  it("R38: a 'Trimestral' registered on 31 January expires on 30 April, at its price in force (R24)", () =>
    given()
      .when(registerMember({ plan: 'plan-trimestral', joinedOn: '2026-01-31' }), withGymPlans('2026-01-31'))
      .thenState((member) =>
        expect(member).toMatchObject({
          plan: 'plan-trimestral',
          planTerms: { kind: 'time', months: 3 },
          planPrice: 210_000,
          expiresOn: '2026-04-30',
        }),
      ));

  const ochoClases = () =>
    memberRegistered({
      plan: 'plan-8',
      planTerms: { kind: 'visits', visits: 8, validDays: 30 },
      planPrice: 60_000,
      debt: 60_000,
      expiresOn: null,
    });

  it("R38 + R5: '8 clases' has no expiry at registration; its first visit makes it valid 30 days", () => {
    given()
      .when(registerMember({ plan: 'plan-8', joinedOn: '2026-03-01' }), withGymPlans('2026-03-01'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: null, ticketDaysUsed: 0, planPrice: 60_000 }));
    given(ochoClases())
      .when(recordVisit(), withGymPlans('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 1, expiresOn: '2026-04-01' }));
  });

  it("R38 + R6 + R7 + R27: '8 clases' is used up by its 8th visit ('Agotada'), not by 15", () => {
    const eight = Array.from({ length: 8 }, (_, index) =>
      attendanceMarked(addDays('2026-03-02', index), { ticketDaysUsed: index + 1, expiresOn: '2026-04-01' }),
    );
    given(ochoClases(), ...eight)
      .when(recordVisit(), withGymPlans('2026-03-20'))
      .thenRejects('ATTENDANCE.TICKET_BOOK_EXHAUSTED');
    given(ochoClases(), ...eight.slice(0, 7))
      .when(recordVisit(), withGymPlans('2026-03-20'))
      .thenState((member) => {
        expect(member).toMatchObject({ ticketDaysUsed: 8 });
        if (member.status !== 'none') expect(ticketBookState(member, '2026-03-20')).toBe('exhausted');
      });
  });

  it('R38 + R27: a visits plan past its validity refuses the visit with its date', () =>
    given(ochoClases(), attendanceMarked('2026-03-02', { expiresOn: '2026-04-01' }))
      .when(recordVisit(), withGymPlans('2026-04-02'))
      .thenRejects('ATTENDANCE.TICKET_BOOK_EXPIRED', { fecha: '01/04/2026' }));

  it('R31 + R38: only a time plan freezes', () => {
    given(ochoClases()).when(freezeMembership(), withGymPlans('2026-03-02')).thenRejects('FREEZE.TICKET_BOOK');
    given(
      memberRegistered({ plan: 'plan-trimestral', planTerms: { kind: 'time', months: 3 }, expiresOn: '2026-06-01' }),
    )
      .when(freezeMembership({ days: 10 }), withGymPlans('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-06-11' }));
  });

  it('R30 + R38: a Mensualidad renewed to Trimestral before expiry follows it by 3 months, at its price', () =>
    given(registeredMonthly({ joinedOn: '2026-01-31', expiresOn: '2026-02-28' }))
      .when(renewMembership(210_000, 'plan-trimestral'), withGymPlans('2026-02-20'))
      .thenState((member) =>
        expect(member).toMatchObject({
          plan: 'plan-trimestral',
          planTerms: { kind: 'time', months: 3 },
          expiresOn: '2026-05-28',
          planPrice: 210_000,
          debt: 0,
        }),
      ));

  it('R38: a renewal to an archived plan is refused by name; a member on it keeps it', () => {
    const onSemestral = memberRegistered({ plan: 'plan-semestral', planTerms: { kind: 'time', months: 6 } });
    given(onSemestral)
      .when(renewMembership(400_000), withGymPlans('2026-03-02'))
      .thenRejects('PLAN.ARCHIVED', { plan: 'Semestral' }, 'plan');
    given(onSemestral)
      .when(recordVisit(), withGymPlans('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ plan: 'plan-semestral', lastVisitOn: '2026-03-02' }));
  });
});
