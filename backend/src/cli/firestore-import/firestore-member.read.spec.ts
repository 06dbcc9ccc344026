// One `users` document of the original product read into a member: fields, plans, payments,
// measures and attendances. What makes a document refused: firestore-member.refusals.spec.ts.
import { readLegacyMember } from './firestore-member.read.js';
import { BOGOTA, PRICES, linkedDoc, member, none, user } from './testing/firestore-member.fixtures.js';

describe('readLegacyMember', () => {
  it('maps the Spanish fields and labels, with missing optional fields left empty', () => {
    const read = member(
      readLegacyMember(user({ direccion: undefined, peso: '', cumpleanos: null }), none, BOGOTA, PRICES),
    );
    expect(read).toMatchObject({
      documentId: 'u1',
      details: {
        name: 'Ana Pérez',
        address: '',
        phone: '3001234567',
        gender: 'female',
        birthday: null,
        notes: '',
        weightKg: null,
        heightCm: null,
      },
      plan: 'monthly',
      planPrice: 80_000,
      joinedOn: '2026-02-15',
      expiresOn: '2026-03-15',
      amountPaid: 80_000,
      debt: 0,
      ticketDaysUsed: 0,
      payments: [],
      notes: [],
    });
  });

  it('R24: without precioPlan, the plan’s price in force on the day of the import', () =>
    expect(
      member(
        readLegacyMember(user({ precioPlan: undefined, pagoRealizado: 80_000, debe: undefined }), none, BOGOTA, {
          ...PRICES,
          monthly: 90_000,
        }),
      ),
    ).toMatchObject({ planPrice: 90_000, amountPaid: 80_000, debt: 10_000 }));

  it('R9: a negative debe is imported as 0, with a note', () => {
    const read = member(readLegacyMember(user({ pagoRealizado: '85.000', debe: '-5000' }), none, BOGOTA, PRICES));
    expect(read).toMatchObject({ amountPaid: 85_000, debt: 0 });
    expect(read.notes).toEqual(['debe: deuda negativa ("-5000") importada como 0']);
  });

  it('a missing debe is the plan price minus what was paid (R9)', () =>
    expect(member(readLegacyMember(user({ pagoRealizado: 30000, debe: undefined }), none, BOGOTA, PRICES)).debt).toBe(
      50_000,
    ));

  it('R5: a Tiquetera with no used days has no expiry; with days used it keeps its own, clamped to 15 (R6)', () => {
    const unused = member(
      readLegacyMember(
        user({ plan: 'Tiquetera', diasHabiles: 0, fechaVencimiento: '2026-03-20' }),
        none,
        BOGOTA,
        PRICES,
      ),
    );
    expect(unused).toMatchObject({ plan: 'ticket_book', ticketDaysUsed: 0, expiresOn: null });
    const used = member(
      readLegacyMember(
        user({ plan: 'tiquetera', diasHabiles: '17', fechaVencimiento: '2026-04-24' }),
        none,
        BOGOTA,
        PRICES,
      ),
    );
    expect(used).toMatchObject({ ticketDaysUsed: 15, expiresOn: '2026-04-24' });
    expect(used.notes).toEqual(['diasHabiles: "17" días usados, importados como 15 (de 0 a 15)']);
  });

  it('a Quincena or Mensualidad with fechaVencimiento null gets its expiry from the entry date (R4), with a note', () => {
    const read = member(
      readLegacyMember(
        user({ plan: 'Quincena', fechaIngreso: '2026-02-10', fechaVencimiento: null }),
        none,
        BOGOTA,
        PRICES,
      ),
    );
    expect(read.expiresOn).toBe('2026-02-25');
    expect(read.notes).toEqual(['fechaVencimiento: vacía, se calculó 25/02/2026 desde la fecha de ingreso']);
  });

  it('maps every payment type, defaults the plan to the member’s, and leaves $ 0 payments out with a note', () => {
    const historialPagos = [
      { fecha: '2026-01-17', monto: 40000, tipo: 'Inicial', plan: 'Quincena' },
      { fecha: '2026-02-01', monto: '45.000', tipo: 'Renovación' },
      { fecha: '2026-02-02', monto: 1000, tipo: 'Abono' },
      { fecha: '2026-02-03', monto: 2000, tipo: 'Pago adicional' },
      { fecha: '2026-02-04', monto: 3000, tipo: 'Pago inicial' },
      { fecha: '2026-02-05', monto: 0, tipo: 'Abono' },
    ];
    const read = member(readLegacyMember(user({ historialPagos }), none, BOGOTA, PRICES));
    expect(read.payments.map(({ paymentType, amount, plan }) => [paymentType, amount, plan])).toEqual([
      ['initial', 40_000, 'fortnight'],
      ['renewal', 45_000, 'monthly'],
      ['installment', 1_000, 'monthly'],
      ['additional', 2_000, 'monthly'],
      ['initial', 3_000, 'monthly'],
    ]);
    expect(read.payments[0]).toMatchObject({
      source: 'users/u1/historialPagos/0',
      paidOn: '2026-01-17',
      occurredAt: '2026-01-17T17:00:00.000Z',
    });
    expect(read.notes).toEqual(['historialPagos[5].monto: pago de $ 0, no se importó']);
  });

  it('reads measures nested or flat, from historialMedidas and bodyCompositions, by the gender their names fit', () => {
    const historialMedidas = [
      { fecha: '2026-02-01', cuello: '38', biceps: '33,5' },
      { date: '2026-02-02', medidas: { cintura: 70 } },
    ];
    const record = linkedDoc('bodyCompositions', 'bc1', {
      date: { _seconds: 1772377200, _nanoseconds: 0 },
      measures: { pecho: 87 },
    });
    const read = member(
      readLegacyMember(user({ historialMedidas }), { ...none, bodyCompositions: [record] }, BOGOTA, PRICES),
    );
    expect(read.measurements).toEqual([
      {
        source: 'users/u1/historialMedidas/0',
        measuredOn: '2026-02-01',
        gender: 'male',
        measures: { cuello: 38, biceps: 33.5 },
        occurredAt: '2026-02-01T17:00:00.000Z',
      },
      {
        source: 'users/u1/historialMedidas/1',
        measuredOn: '2026-02-02',
        gender: 'female',
        measures: { cintura: 70 },
        occurredAt: '2026-02-02T17:00:00.000Z',
      },
      {
        source: 'bodyCompositions/bc1',
        measuredOn: '2026-03-01',
        gender: 'female',
        measures: { pecho: 87 },
        occurredAt: '2026-03-01T15:00:00.000Z',
      },
    ]);
  });

  it('reads attendances by their day, their timestamp, or both (R1)', () => {
    const attendances = [
      linkedDoc('attendances', 'a1', { date: '2026-02-23', timestamp: '2026-02-23T13:05:00.000Z' }),
      linkedDoc('attendances', 'a2', { date: '2026-02-27' }),
      linkedDoc('attendances', 'a3', { timestamp: '2026-03-01T03:30:00.000Z' }),
    ];
    const read = member(readLegacyMember(user(), { ...none, attendances }, BOGOTA, PRICES));
    expect(read.attendances).toEqual([
      { source: 'attendances/a1', attendedOn: '2026-02-23', attendedAt: '2026-02-23T13:05:00.000Z' },
      { source: 'attendances/a2', attendedOn: '2026-02-27', attendedAt: '2026-02-27T17:00:00.000Z' },
      { source: 'attendances/a3', attendedOn: '2026-02-28', attendedAt: '2026-03-01T03:30:00.000Z' },
    ]);
  });
});
