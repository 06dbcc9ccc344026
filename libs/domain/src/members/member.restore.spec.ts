// Specification of RestoreMember (R44: deleting is reversible).
import { message } from '../messages.js';
import { given } from '../testing/given-when-then.js';
import {
  deleteMember,
  memberDeleted,
  memberRestored,
  recordPayment,
  registeredMonthly,
  restoreMember,
  MEMBER_ID,
} from '../testing/member.builders.js';
import { foldMember } from './member.state.js';
import { describeMemberEvent } from './member.describe.js';

describe('RestoreMember', () => {
  it('R44: restoring a deleted member appends MemberRestored with the name it has', () =>
    given(registeredMonthly(), memberDeleted()).when(restoreMember()).then(memberRestored()));

  it('R44: the member is back with everything as it was: the same debt, plan, payments and expiry', () => {
    const before = foldMember([registeredMonthly()]);
    given(registeredMonthly(), memberDeleted())
      .when(restoreMember())
      .thenState((member) => expect(member).toEqual(before));
  });

  it('R44: once restored, the member takes commands again (a payment, a second deletion)', () => {
    given(registeredMonthly(), memberDeleted(), memberRestored())
      .when(recordPayment())
      .thenState((member) => expect(member).toMatchObject({ status: 'registered', memberId: MEMBER_ID }));
    given(registeredMonthly(), memberDeleted(), memberRestored()).when(deleteMember()).then(memberDeleted());
  });

  it('MEMBER.NOT_DELETED: a member who is not deleted is not restored, naming them', () =>
    given(registeredMonthly()).when(restoreMember()).thenRejects('MEMBER.NOT_DELETED', { nombre: 'Ana Pérez' }));

  it('MEMBER.NOT_FOUND: a member never registered cannot be restored', () =>
    given().when(restoreMember()).thenRejects('MEMBER.NOT_FOUND'));

  it('R44: the refusals and the timeline speak Spanish', () => {
    expect(message('MEMBER.NOT_DELETED', { nombre: 'Ana Pérez' })).toBe(
      'Ana Pérez no está eliminado: no hay nada que restaurar.',
    );
    expect(message('MEMBER.RESTORE_CEDULA_TAKEN', { cedula: '52.123.456', nombre: 'Luis Gómez' })).toBe(
      'No se puede restaurar: la cédula 52.123.456 ahora pertenece a Luis Gómez.',
    );
    expect(describeMemberEvent(memberRestored())).toBe('Usuario restaurado: Ana Pérez');
  });
});
