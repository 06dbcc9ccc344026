// The `users` documents of the original product that cannot be read into a member, and every
// reason each one is refused, named so a corrected export imports it all.
import { readLegacyMember } from './firestore-member.read.js';
import { BOGOTA, PRICES, linkedDoc, member, none, problems, user } from './testing/firestore-member.fixtures.js';

describe('readLegacyMember refusals', () => {
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
