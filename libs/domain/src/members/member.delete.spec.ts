// Specification of DeleteMember (R17, R22).
import { message } from '../messages.js';
import { given } from '../testing/given-when-then.js';
import {
  deleteMember,
  editProfile,
  markAttendance,
  MEMBER_ID,
  recordBodyComposition,
  femaleMeasures,
  recordPayment,
  registeredMonthly,
  registeredTiquetera,
  renewMembership,
  resetTicketBook,
} from '../testing/member.builders.js';
import type { MemberCommand } from './member.decide.js';
import type { MemberEvent } from './member.events.js';

const deleted: MemberEvent = { type: 'MemberDeleted', data: { memberId: MEMBER_ID, name: 'Ana Pérez' } };

describe('DeleteMember', () => {
  it('R22: deleting a member appends MemberDeleted with the name it had', () =>
    given(registeredMonthly()).when(deleteMember()).then(deleted));

  it('R22: the stream stays: the deleted member keeps its payments in its state', () =>
    given(registeredMonthly())
      .when(deleteMember())
      .thenState((member) => expect(member).toMatchObject({ status: 'deleted', memberId: MEMBER_ID })));

  it.each<[string, MemberCommand]>([
    ['DeleteMember', deleteMember()],
    ['EditMemberProfile', editProfile({ details: { name: 'Otra' } })],
    ['RecordPayment', recordPayment()],
    ['RenewMembership', renewMembership(80_000)],
    ['MarkAttendance', markAttendance()],
    ['ResetTicketBook', resetTicketBook()],
    ['RecordBodyComposition', recordBodyComposition(femaleMeasures())],
  ])('R22 + MEMBER.NOT_FOUND: %s on a deleted member is refused', (_name, command) =>
    given(registeredTiquetera(), deleted).when(command).thenRejects('MEMBER.NOT_FOUND'),
  );

  it('MEMBER.NOT_FOUND: a member never registered cannot be deleted', () =>
    given().when(deleteMember()).thenRejects('MEMBER.NOT_FOUND'));

  it('R17: the delete prompt asks in Spanish, naming the member', () =>
    expect(message('MEMBER.DELETE_CONFIRM', { nombre: 'Ana Pérez' })).toBe(
      '¿Estás seguro de que deseas eliminar a Ana Pérez? Sale de todas las listas; un Administrador puede restaurarlo desde Eliminados.',
    ));
});
