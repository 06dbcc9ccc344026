// Specification of a cédula's reservation (issue 10): one live member holds it, whoever asks first.
import type { CedulaEvent } from './cedula.events.js';
import { CEDULA_CLAIM_LEASE_MS, type ClaimCedula } from './cedula.claim.js';
import { holderStanding, type HolderStanding } from './cedula.holder.js';
import { cedulaSpec } from '../testing/given-when-then.js';
import { at, memberRegistered } from '../testing/member.builders.js';
import { foldMember } from '../members/member.state.js';

const CEDULA = '52123456';
const NOW = at('2026-03-02', '10:00');
const claim = (memberId: string, memberName: string, holder: HolderStanding | null): ClaimCedula => ({
  type: 'ClaimCedula',
  data: { cedula: CEDULA, memberId, memberName, holder },
});
const claimed = (
  memberId: string,
  memberName: string,
  claimedAt: string,
  previousMemberId: string | null = null,
): CedulaEvent => ({
  type: 'CedulaClaimed',
  data: { cedula: CEDULA, memberId, memberName, claimedAt, previousMemberId },
});
const anaClaimed = claimed('ana', 'Ana Pérez', at('2026-03-01').now);

describe('ClaimCedula', () => {
  it('a free cédula is claimed by the member registering it', () =>
    cedulaSpec
      .given()
      .when(claim('ana', 'Ana Pérez', null), NOW)
      .then(claimed('ana', 'Ana Pérez', NOW.now)));

  it("one held by a live member who has it is refused, naming that member ('La cédula … ya pertenece a …')", () =>
    cedulaSpec
      .given(anaClaimed)
      .when(claim('luis', 'Luis Gómez', { kind: 'holds', name: 'Ana María Pérez' }), NOW)
      .thenRejects('MEMBER.CEDULA_TAKEN', { cedula: CEDULA, nombre: 'Ana María Pérez' }));

  it('its holder claiming it again records nothing', () =>
    cedulaSpec
      .given(anaClaimed)
      .when(claim('ana', 'Ana Pérez', { kind: 'holds', name: 'Ana Pérez' }), NOW)
      .thenNothing());

  it('while the holder’s registration is under way it is refused with the name the claim carries', () => {
    const justNow = claimed('ana', 'Ana Pérez', NOW.now);
    cedulaSpec
      .given(justNow)
      .when(claim('luis', 'Luis Gómez', { kind: 'pending' }), NOW)
      .thenRejects('MEMBER.CEDULA_TAKEN', { cedula: CEDULA, nombre: 'Ana Pérez' });
  });

  it('a claim whose member was never registered lapses after the lease', () => {
    const later = { ...NOW, now: new Date(Date.parse(NOW.now) + CEDULA_CLAIM_LEASE_MS).toISOString() };
    cedulaSpec
      .given(claimed('ana', 'Ana Pérez', NOW.now))
      .when(claim('luis', 'Luis Gómez', { kind: 'pending' }), later)
      .then(claimed('luis', 'Luis Gómez', later.now, 'ana'));
  });

  it('a deleted holder has let it go: it is claimed at once', () =>
    cedulaSpec
      .given(claimed('ana', 'Ana Pérez', NOW.now))
      .when(claim('luis', 'Luis Gómez', { kind: 'gone' }), NOW)
      .then(claimed('luis', 'Luis Gómez', NOW.now, 'ana')));

  it('a member claiming it for an edit under way holds it too, until the edit lands or the lease ends', () => {
    const justNow = claimed('ana', 'Ana Pérez', NOW.now);
    cedulaSpec
      .given(justNow)
      .when(claim('luis', 'Luis Gómez', { kind: 'pending' }), { ...NOW, now: at('2026-03-02', '10:01').now })
      .thenRejects('MEMBER.CEDULA_TAKEN', { cedula: CEDULA, nombre: 'Ana Pérez' });
  });

  it('a retried registration (or an edit back) of the same member claims it again: its lease starts over', () =>
    cedulaSpec
      .given(anaClaimed)
      .when(claim('ana', 'Ana Pérez', { kind: 'pending' }), NOW)
      .then(claimed('ana', 'Ana Pérez', NOW.now, 'ana')));

  it('a released cédula is free', () =>
    cedulaSpec
      .given(anaClaimed, { type: 'CedulaReleased', data: { cedula: CEDULA, memberId: 'ana' } })
      .when(claim('luis', 'Luis Gómez', null), NOW)
      .then(claimed('luis', 'Luis Gómez', NOW.now)));

  it('refuses what is not a cédula', () =>
    cedulaSpec
      .given()
      .when({ type: 'ClaimCedula', data: { cedula: '12', memberId: 'ana', memberName: 'Ana', holder: null } }, NOW)
      .thenRejects('MEMBER.CEDULA_INVALID'));
});

describe('ReleaseCedula', () => {
  const release = (memberId: string, holder: HolderStanding = { kind: 'gone' }) =>
    ({ type: 'ReleaseCedula', data: { cedula: CEDULA, memberId, holder } }) as const;

  it('its holder releases it once deleted, or once it has another cédula or none', () => {
    const released = { type: 'CedulaReleased', data: { cedula: CEDULA, memberId: 'ana' } } as const;
    cedulaSpec.given(anaClaimed).when(release('ana')).then(released);
    cedulaSpec
      .given(anaClaimed)
      .when(release('ana', { kind: 'pending' }))
      .then(released);
  });

  it('a member who still has it keeps it, whatever asked to release it', () =>
    cedulaSpec
      .given(anaClaimed)
      .when(release('ana', { kind: 'holds', name: 'Ana Pérez' }))
      .thenNothing());

  it('someone else’s release, or of a free cédula, records nothing', () => {
    cedulaSpec.given(anaClaimed).when(release('luis')).thenNothing();
    cedulaSpec.given().when(release('ana')).thenNothing();
  });
});

describe('holderStanding: the member stream decides', () => {
  it('no member yet or with another cédula: pending; registered with it: holds; deleted: gone', () => {
    expect(holderStanding(foldMember([]), CEDULA)).toEqual({ kind: 'pending' });
    const ana = foldMember([memberRegistered({ details: { cedula: CEDULA } })]);
    expect(holderStanding(ana, CEDULA)).toEqual({ kind: 'holds', name: 'Ana Pérez' });
    expect(holderStanding(foldMember([memberRegistered({ details: { cedula: '99999999' } })]), CEDULA)).toEqual({
      kind: 'pending',
    });
    const deleted = foldMember([
      memberRegistered({ details: { cedula: CEDULA } }),
      { type: 'MemberDeleted', data: { memberId: 'member-1', name: 'Ana Pérez' } },
    ]);
    expect(holderStanding(deleted, CEDULA)).toEqual({ kind: 'gone' });
  });
});
