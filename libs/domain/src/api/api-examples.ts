// Example values the operations' examples share: one member of a Colombian gym and her payment.
import type { MemberListItem, MemberProfile } from './member.schemas.js';
import type { AlertEntry, PaymentView } from './report.schemas.js';

export const EXAMPLE_MEMBER_ID = '4b0c7d2e-8f1a-4c3b-9d2e-5f6a7b8c9d0e';
export const EXAMPLE_PAYMENT_ID = '7d8daa7b-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

export const exampleListItem: MemberListItem = {
  id: EXAMPLE_MEMBER_ID,
  name: 'Ana Pérez',
  phone: '3001234567',
  cedula: '1023456789',
  plan: 'monthly',
  planName: 'Mensualidad',
  planTerms: { kind: 'time', months: 1 },
  expiresOn: '2026-04-02',
  debt: 0,
  status: 'active',
  ticketDaysUsed: 0,
  freeze: null,
};

export const exampleProfile: MemberProfile = {
  ...exampleListItem,
  address: 'Calle 10 # 5-20',
  gender: 'female',
  birthday: '1994-07-15',
  notes: 'Ninguna',
  email: 'ana.perez@correo.com',
  weightKg: 62.5,
  heightCm: 165,
  imc: 22.96,
  imcCategory: 'normal',
  planPrice: 80_000,
  amountPaid: 80_000,
  joinedOn: '2026-03-02',
  remainingTicketDays: 0,
  lastAttendanceOn: null,
  totalPaid: 80_000,
  freeze: null,
  authorization: {
    personal: true,
    sensitive: true,
    reminders: true,
    method: 'firma',
    policyVersion: 1,
    recordedOn: '2026-03-02',
  },
  suppressed: false,
  photo: '3f1c9a7e0b2d4c68',
  registeredAt: '2026-03-02T15:30:00.000Z',
};

export const examplePayment: PaymentView = {
  id: EXAMPLE_PAYMENT_ID,
  memberId: EXAMPLE_MEMBER_ID,
  memberName: 'Ana Pérez',
  memberDeleted: false,
  paymentType: 'initial',
  amount: 80_000,
  paidOn: '2026-03-02',
  plan: 'monthly',
  recordedAt: '2026-03-02T15:30:00.000Z',
  method: 'nequi',
  reference: '300123',
  receiptNumber: 'R-000123',
  staffName: 'Luisa',
  voided: null,
};

export const exampleAlertEntry: AlertEntry = {
  id: EXAMPLE_MEMBER_ID,
  name: 'Ana Pérez',
  phone: '3001234567',
  plan: 'monthly',
  expiresOn: '2026-03-05',
  debt: 0,
  daysToExpiry: 3,
};
