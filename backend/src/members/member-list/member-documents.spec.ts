// The members projection's list document: the fields lists filter and sort on (spec §4, R14, R15).
import type { ExistingMember } from '@gym/domain';
import { listedFieldsChanged, memberListDocument } from './member-documents.js';

const member: ExistingMember = {
  status: 'registered',
  memberId: '6d0c1f9e-1111-4a4a-8b8b-222222222222',
  details: {
    name: 'Ángela  Núñez',
    address: 'Calle 1',
    phone: '300 123-4567',
    gender: 'female',
    birthday: '1992-02-29',
    notes: '',
    weightKg: null,
    heightCm: null,
  },
  plan: 'ticket_book',
  planTerms: { kind: 'visits', visits: 15, validDays: 60 },
  planPrice: 50_000,
  amountPaid: 50_000,
  debt: 0,
  joinedOn: '2026-03-01',
  expiresOn: '2026-04-30',
  ticketDaysUsed: 3,
  lastAttendanceOn: '2026-03-02',
  lastVisitOn: '2026-03-02',
  lastVisitAt: '2026-03-02T12:42:00.000Z',
  importedOn: null,
  totalPaid: 50_000,
  paymentsCount: 1,
  freeze: null,
  attendancesCount: 3,
  bodyCompositionsCount: 0,
  authorization: null,
  cardIssued: false,
  photo: null,
};

describe('the member list document', () => {
  it('keeps normalised keys for sorting and searching, and no expiry for the alert lists of a Tiquetera (R14)', () => {
    expect(memberListDocument(member)).toEqual({
      id: member.memberId,
      name: 'Ángela  Núñez',
      phone: '300 123-4567',
      cedula: null,
      plan: 'ticket_book',
      expiresOn: '2026-04-30',
      expirySort: '2026-04-30',
      debt: 0,
      ticketDaysUsed: 3,
      birthday: '1992-02-29',
      nameKey: 'angela nunez',
      searchKeys: [
        '1234567',
        '234567',
        '3001234567',
        '34567',
        '4567',
        '567',
        '67',
        '7',
        '001234567',
        '01234567',
        'angela',
        'nunez',
      ].sort(),
      contactKey: 'angela nunez|3001234567',
      planSort: 'tiquetera',
      planTerms: { kind: 'visits', visits: 15, validDays: 60 },
      activeThrough: '9999-12-31',
      alertExpiresOn: null,
      birthdayMonthDay: '02-29',
      joinedOn: '2026-03-01',
      lastVisitOn: '2026-03-02',
      lastVisitAt: '2026-03-02T12:42:00.000Z',
      importedOn: null,
      absentSince: '2026-03-02',
      freeze: null,
      frozenFrom: null,
      frozenUntil: null,
      authorizationPending: true,
      remindersRefused: false,
      photo: null,
    });
    expect(memberListDocument({ ...member, plan: 'monthly', planTerms: { kind: 'time', months: 1 } })).toMatchObject({
      alertExpiresOn: '2026-04-30',
      planSort: 'mensualidad',
      activeThrough: '2026-04-30',
    });
  });

  it('R31: carries the freeze, flat too for the alert lists', () => {
    const freeze = { frozenFrom: '2026-03-05', frozenUntil: '2026-03-14', days: 10, reason: 'Viaje' };
    expect(memberListDocument({ ...member, plan: 'monthly', freeze })).toMatchObject({
      freeze: { frozenFrom: '2026-03-05', frozenUntil: '2026-03-14' },
      frozenFrom: '2026-03-05',
      frozenUntil: '2026-03-14',
    });
    expect(listedFieldsChanged(member, { ...member, freeze })).toBe(true);
  });

  it('tells whether a change reaches anything the list shows', () => {
    expect(listedFieldsChanged(null, member)).toBe(true);
    const unlisted = {
      ...member,
      attendancesCount: 9,
      lastAttendanceOn: '2026-03-09',
      details: { ...member.details, notes: 'x', weightKg: 70 },
    };
    expect(listedFieldsChanged(member, unlisted)).toBe(false);
    expect(listedFieldsChanged(member, { ...member, debt: 1 })).toBe(true);
    expect(listedFieldsChanged(member, { ...member, details: { ...member.details, phone: '1' } })).toBe(true);
    expect(listedFieldsChanged(member, { ...member, ticketDaysUsed: 4 })).toBe(true);
  });

  it("R28: the last visit, or the entry date without one, is where 'Sin venir' counts from", () => {
    const visited = { ...member, lastVisitOn: '2026-03-05', lastVisitAt: '2026-03-05T12:00:00.000Z' };
    expect(listedFieldsChanged(member, visited)).toBe(true);
    expect(memberListDocument(visited).absentSince).toBe('2026-03-05');
    const never = { ...member, lastVisitOn: null, lastVisitAt: null };
    expect(memberListDocument(never)).toMatchObject({ lastVisitOn: null, absentSince: '2026-03-01' });
    expect(listedFieldsChanged(member, { ...member, joinedOn: '2026-03-03' })).toBe(true);
  });

  it("issue 41: a member imported from a sheet without visits counts from the import day, not the sheet's entry date", () => {
    const imported = {
      ...member,
      joinedOn: '2025-09-28',
      lastVisitOn: null,
      lastVisitAt: null,
      importedOn: '2026-03-01',
    };
    expect(memberListDocument(imported)).toMatchObject({ importedOn: '2026-03-01', absentSince: '2026-03-01' });
    // Once they come, the visit counts.
    expect(memberListDocument({ ...imported, lastVisitOn: '2026-03-04' }).absentSince).toBe('2026-03-04');
  });
});
