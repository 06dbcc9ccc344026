// The members' rows of the exports (the .xlsx's Usuarios sheet and the CSV): every field under the
// headers the import reads, as a Spanish-locale spreadsheet reads them.
import {
  currentDiscount,
  foldMember,
  type ExistingMember,
  type MembershipDiscount,
  type MemberEvent,
} from '@gym/domain';
import {
  memberRegistered,
  paymentRecorded,
  planChanged,
  registeredTiquetera,
  sensitiveAuthorized,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { csvCell } from '../../shared/spreadsheets/csv-format.js';
import { MEMBER_CSV_HEADERS, memberCsvRow } from './member-rows.js';

describe('the rows of the two exports', () => {
  const member = (
    ...events: MemberEvent[]
  ): { readonly member: ExistingMember; readonly discount: MembershipDiscount | null } => {
    const state = foldMember(events);
    if (state.status === 'none') throw new Error('no member');
    return { member: state, discount: currentDiscount(events) };
  };

  it('the members: every field under the headers the import reads, then the status as the list shows it', () => {
    expect(MEMBER_CSV_HEADERS.join(';')).toBe(
      'Nombre;Cédula;Teléfono;Dirección;Género;Cumpleaños;Plan;Fecha de ingreso;Fecha de vencimiento;' +
        'Días usados;Pagado;Precio;Deuda;Peso;Altura;Observaciones;Correo;' +
        'Autoriza datos;Autoriza datos sensibles;Acepta recordatorios;Cómo la dio;Estado;' +
        'Precio de lista;Descuento;Motivo del descuento',
    );
  });

  it('a member: dates dd/mm/aaaa, R47 answers as Sí / No, plain pesos, a weight with a decimal comma, nothing as an empty cell', () => {
    const ana = member(
      memberRegistered({
        details: { cedula: '52123456', weightKg: 62.5, heightCm: 165, notes: 'Asma leve', email: 'ana@correo.com' },
      }),
      sensitiveAuthorized(),
      paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }),
    );
    expect(memberCsvRow(ana, '2026-03-02').map(csvCell)).toEqual([
      'Ana Pérez',
      '52123456',
      '3001234567',
      'Calle 10 # 5-20',
      'Femenino',
      '14/05/1990',
      'Mensualidad',
      '01/03/2026',
      '01/04/2026',
      '0',
      '30000',
      '80000',
      '50000',
      '62,5',
      '165',
      'Asma leve',
      'ana@correo.com',
      'Sí',
      'Sí',
      'Sí',
      'Firma',
      'Con Deuda',
      '',
      '',
      '',
    ]);
  });

  it('a Tiquetera not started has no expiry (R5), and a member without cédula, birthday or body an empty cell each', () => {
    const lucia = member(
      registeredTiquetera({
        details: { name: 'Lucía', birthday: null, weightKg: null, heightCm: null },
        amountPaid: 50_000,
        debt: 0,
      }),
    );
    const row = memberCsvRow(lucia, '2026-03-02');
    expect(row.map(csvCell)).toEqual([
      'Lucía',
      '',
      '3001234567',
      'Calle 10 # 5-20',
      'Femenino',
      '',
      'Tiquetera',
      '01/03/2026',
      '',
      '0',
      '50000',
      '50000',
      '0',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Activo',
      '',
      '',
      '',
    ]);
  });

  it('R39: a discounted membership shows its list price, the pesos off and the reason; a date-only move keeps them', () => {
    const discounted = memberRegistered({
      planPrice: 64_000,
      debt: 64_000,
      listPrice: 80_000,
      discount: { kind: 'percent', value: 20, amount: 16_000 },
      discountReason: 'Carné estudiantil vigente',
    });
    const moved = planChanged({ plan: 'monthly', joinedOn: '2026-03-03', planPrice: 64_000, debt: 64_000 });
    expect(memberCsvRow(member(discounted, moved), '2026-03-02').slice(-3).map(csvCell)).toEqual([
      '80000',
      '16000',
      'Carné estudiantil vigente',
    ]);
  });
});
