// R25: what each role may do, read by the server's guard, the deciders and the screens.
import { may } from './staff-permissions.js';

describe('R25: the permission table', () => {
  it('an Administrador may do everything listed', () => {
    for (const permission of ['staff.manage', 'prices.manage', 'members.delete', 'members.correctAmountPaid'] as const)
      expect(may('admin', permission)).toBe(true);
  });

  it('Recepción may not change prices, manage staff, delete members, correct Pago realizado, audit or rebuild', () => {
    for (const permission of [
      'staff.manage',
      'prices.manage',
      'members.delete',
      'members.correctAmountPaid',
      'audit.read',
      'projections.rebuild',
    ] as const)
      expect({ permission, allowed: may('reception', permission) }).toEqual({ permission, allowed: false });
  });

  it('no account (no role) may do anything listed', () => expect(may(undefined, 'members.delete')).toBe(false));
});

describe('R33: what Recepción may not do either', () => {
  const r33 = [
    'members.changeEntryDate',
    'members.resetTicketBook',
    'payments.dateAnyDay',
    'reports.gymMoney',
  ] as const;

  it('R33: Recepción may not move an entry date, reset a Tiquetera, date a payment another day or see the gym’s money', () => {
    for (const permission of r33)
      expect({ permission, allowed: may('reception', permission) }).toEqual({ permission, allowed: false });
  });

  it('R33: an Administrador may', () => {
    for (const permission of r33) expect(may('admin', permission)).toBe(true);
  });

  it('Actividad del personal is the Administrador’s only', () => {
    expect(may('admin', 'staff.readActivity')).toBe(true);
    expect(may('reception', 'staff.readActivity')).toBe(false);
  });
});
