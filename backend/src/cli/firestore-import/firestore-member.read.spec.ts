// One `users` document of the original product read into a member, or every reason it cannot be.
import type { SourceDocument } from './firestore-export.read.js';
import { readLegacyMember, type LinkedDocuments, type MemberReading } from './firestore-member.read.js';
import type { LegacyMember } from './legacy-member.js';

import { DEFAULT_PLAN_PRICES } from '@gym/domain';

const BOGOTA = 'America/Bogota';
const PRICES = DEFAULT_PLAN_PRICES;
const none: LinkedDocuments = { bodyCompositions: [], attendances: [] };

const user = (fields: Record<string, unknown> = {}): SourceDocument => ({
  collection: 'users',
  id: 'u1',
  fields: {
    nombre: 'Ana Pérez',
    direccion: 'Calle 10',
    telefono: '3001234567',
    plan: 'Mensualidad',
    precioPlan: 80000,
    pagoRealizado: 80000,
    debe: 0,
    fechaIngreso: '2026-02-15',
    fechaVencimiento: '2026-03-15',
    genero: 'Femenino',
    ...fields,
  },
});

const linkedDoc = (
  collection: 'attendances' | 'bodyCompositions',
  id: string,
  fields: Record<string, unknown>,
): SourceDocument => ({
  collection,
  id,
  fields: { userId: 'u1', ...fields },
});

function member(reading: MemberReading): LegacyMember {
  if (!reading.ok) throw new Error(`Not imported: ${reading.problems.join('; ')}`);
  return reading.member;
}

function problems(reading: MemberReading): readonly string[] {
  if (reading.ok) throw new Error('Imported, though a problem was expected');
  return reading.problems;
}

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

  it.each([
    ['an empty name', { nombre: '  ' }, 'nombre vacío'],
    [
      'an unknown plan',
      { plan: 'Anualidad' },
      'plan: plan desconocido ("Anualidad"), se esperaba Quincena, Mensualidad o Tiquetera',
    ],
    ['an unknown gender', { genero: 'Otro' }, 'genero: género desconocido ("Otro"), se esperaba Masculino o Femenino'],
    ['an impossible entry date', { fechaIngreso: '2026-02-30' }, 'fechaIngreso: fecha inválida ("2026-02-30")'],
    ['no entry date', { fechaIngreso: null }, 'fechaIngreso: falta el valor'],
    ['a negative amount paid', { pagoRealizado: -1000 }, 'pagoRealizado: monto negativo (-1000)'],
    ['an amount that is no number', { pagoRealizado: 'mucho' }, 'pagoRealizado: no es un número ("mucho")'],
    ['a weight out of range', { peso: 900 }, 'peso: fuera del rango permitido (900)'],
    [
      'a negative payment',
      { historialPagos: [{ fecha: '2026-02-03', monto: -20000, tipo: 'Abono' }] },
      'historialPagos[0].monto: monto negativo (-20000)',
    ],
    [
      'a payment of an unknown type',
      { historialPagos: [{ fecha: '2026-02-03', monto: 1, tipo: 'Regalo' }] },
      'historialPagos[0].tipo: tipo de pago desconocido ("Regalo"), se esperaba Pago adicional, Renovación, Abono o Inicial',
    ],
    ['a payment without date', { historialPagos: [{ monto: 1 }] }, 'historialPagos[0].fecha: falta el valor'],
    ['a payments list that is not one', { historialPagos: 'ninguno' }, 'historialPagos: no es una lista'],
    [
      'an unknown measure',
      { historialMedidas: [{ fecha: '2026-02-01', medidas: { oreja: 5 } }] },
      'historialMedidas[0].medidas.oreja: medida desconocida ("oreja")',
    ],
    [
      'a measure out of range',
      { historialMedidas: [{ fecha: '2026-02-01', medidas: { cuello: 0 } }] },
      'historialMedidas[0].medidas.cuello: la medida debe ser un número mayor que 0 y menor que 300 cm (0)',
    ],
    [
      'measures of both genders',
      { historialMedidas: [{ fecha: '2026-02-01', brazo: 20, biceps: 30 }] },
      'historialMedidas[0]: mezcla medidas de hombre y de mujer',
    ],
    [
      'a measurement with no measures',
      { historialMedidas: [{ fecha: '2026-02-01' }] },
      'historialMedidas[0]: no trae medidas',
    ],
  ])('refuses %s, whole', (_case, fields, reason) =>
    expect(problems(readLegacyMember(user(fields), none, BOGOTA, PRICES))).toEqual([reason]),
  );

  it('refuses the member for a bad linked document, naming it, so a corrected export imports it all', () => {
    const attendances = [linkedDoc('attendances', 'a9', { date: 'ayer' })];
    const bodyCompositions = [linkedDoc('bodyCompositions', 'bc9', { date: '2026-02-01' })];
    expect(problems(readLegacyMember(user(), { attendances, bodyCompositions }, BOGOTA, PRICES))).toEqual([
      'bodyCompositions/bc9: no trae medidas',
      'attendances/a9.date: fecha inválida ("ayer")',
    ]);
  });

  it('lists every problem of the document at once, with its name', () => {
    const reading = readLegacyMember(
      user({ nombre: 'Pedro', plan: 'Anualidad', fechaIngreso: 'pronto' }),
      none,
      BOGOTA,
      PRICES,
    );
    expect(reading).toEqual({
      ok: false,
      name: 'Pedro',
      problems: [
        'plan: plan desconocido ("Anualidad"), se esperaba Quincena, Mensualidad o Tiquetera',
        'fechaIngreso: fecha inválida ("pronto")',
      ],
    });
  });

  it('R26: an amount over $ 10.000.000 leaves the member out with the reason, whatever field holds it', () => {
    const payments = [{ fecha: '2026-02-15', monto: '9.007.199.254.740.991', tipo: 'Abono' }];
    expect(
      problems(readLegacyMember(user({ pagoRealizado: 10_000_001, historialPagos: payments }), none, BOGOTA, PRICES)),
    ).toEqual([
      'pagoRealizado: el monto supera el máximo permitido ($ 10.000.000) (10000001)',
      'historialPagos[0].monto: el monto supera el máximo permitido ($ 10.000.000) ("9.007.199.254.740.991")',
    ]);
    expect(problems(readLegacyMember(user({ precioPlan: 2 ** 53, debe: 2 ** 53 }), none, BOGOTA, PRICES))).toEqual([
      'precioPlan: el monto supera el máximo permitido ($ 10.000.000) (9007199254740992)',
    ]);
    expect(problems(readLegacyMember(user({ debe: '$ 12.000.000' }), none, BOGOTA, PRICES))).toEqual([
      'debe: el monto supera el máximo permitido ($ 10.000.000) ("$ 12.000.000")',
    ]);
    expect(
      member(readLegacyMember(user({ pagoRealizado: 10_000_000, debe: 0 }), none, BOGOTA, PRICES)).amountPaid,
    ).toBe(10_000_000);
  });
});
