// Specification of `memberView`: the member as the profile and the auditor's replay show it on a day.
import { memberRegistered, paymentRecorded } from '../testing/member.builders.js';
import { foldMember, type ExistingMember } from './member.state.js';
import { memberView } from './member.view.js';

const paidUp = foldMember([
  memberRegistered({ details: { weightKg: 60, heightCm: 165 } }),
  paymentRecorded({ amount: 80_000 }),
]) as ExistingMember;

describe('memberView', () => {
  it('shows the state with what the screens derive from it: IMC (R12), ticket days left (R6)', () =>
    expect(memberView(paidUp, '2026-03-10')).toMatchObject({
      id: paidUp.memberId,
      name: 'Ana Pérez',
      plan: 'monthly',
      debt: 0,
      expiresOn: '2026-04-01',
      imc: 22.04,
      imcCategory: 'normal',
      remainingTicketDays: 15,
      status: 'active',
    }));

  it('computes the status badge for the day it is asked about, not for today', () => {
    expect(memberView(paidUp, '2026-04-01').status).toBe('active');
    expect(memberView(paidUp, '2026-04-02').status).toBe('expired');
  });

  it('R12: no IMC without a height', () =>
    expect(memberView({ ...paidUp, details: { ...paidUp.details, heightCm: null } }, '2026-03-10')).toMatchObject({
      imc: null,
      imcCategory: null,
    }));

  it('R37: a height recorded in metres before the rule (1,78) gives no IMC, not 189 000 "Obesidad grado III"', () => {
    const inMetres = { ...paidUp, details: { ...paidUp.details, heightCm: 1.78 } };
    expect(memberView(inMetres, '2026-03-10')).toMatchObject({ heightCm: 1.78, imc: null, imcCategory: null });
    const weighingZero = { ...paidUp, details: { ...paidUp.details, weightKg: 0.5 } };
    expect(memberView(weighingZero, '2026-03-10')).toMatchObject({ imc: null });
  });
});
