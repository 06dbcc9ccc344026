// Specification of R51: a member's card. Any account gives the first; 'Renovar carnet' replaces the
// token (the old one stops working) and is the Administrador's; the event keeps the token's hash.
import { at, memberDeleted, registeredMonthly, MEMBER_ID } from '../testing/member.builders.js';
import { given, RECEPCION } from '../testing/given-when-then.js';
import { describeMemberEvent } from './member.describe.js';
import type { IssueMemberCard } from './member.card.js';
import type { MemberCardIssued } from './member.events.js';

const issue = (nonce = 'nonce-1', tokenHash = 'a'.repeat(64)): IssueMemberCard => ({
  type: 'IssueMemberCard',
  data: { memberId: MEMBER_ID, tokenHash, nonce },
});
const issued = (renewed: boolean, nonce = 'nonce-1', tokenHash = 'a'.repeat(64)): MemberCardIssued => ({
  type: 'MemberCardIssued',
  data: { memberId: MEMBER_ID, tokenHash, nonce, renewed },
});
const reception = { ...at('2026-03-02'), actor: RECEPCION };

describe('R51: the member’s card', () => {
  it('R51: given a member without a card, when Recepción gives one, then it holds the token’s hash only', () =>
    given(registeredMonthly()).when(issue(), reception).then(issued(false)));

  it('R51: given a card, when the Administrador renews it, then the new one replaces it', () =>
    given(registeredMonthly(), issued(false))
      .when(issue('nonce-2', 'b'.repeat(64)), at('2026-03-02'))
      .then(issued(true, 'nonce-2', 'b'.repeat(64))));

  it('R51: given a card, Recepción may not renew it', () =>
    given(registeredMonthly(), issued(false)).when(issue('nonce-2'), reception).thenRejects('AUTH.FORBIDDEN'));

  it('R51: a deleted member gets no card', () =>
    given(registeredMonthly(), memberDeleted()).when(issue(), at('2026-03-02')).thenRejects('MEMBER.NOT_FOUND'));

  it('R51: the history says a card was given or renewed', () => {
    expect(describeMemberEvent(issued(false))).toBe('Carnet entregado');
    expect(describeMemberEvent(issued(true))).toBe('Carnet renovado: el anterior dejó de valer');
  });
});
