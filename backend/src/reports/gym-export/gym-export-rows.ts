// The rows of the gym workbook's history sheets ('Exportar', issue 29): Medidas and Visitas. The
// Usuarios and Pagos rows are the members' and the payments' own (member-rows.ts, payment-rows.ts).
import {
  isMessageKey,
  message,
  type AttendanceView,
  planLabel,
  SPEC_PLANS,
  type BodyCompositionView,
  type PlanCatalogue,
} from '@gym/domain';
import { dayCell, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';

export function measureSheetHeaders(measureKeys: readonly string[]): string[] {
  const labels = measureKeys.map((key) => message('PROFILE.MEASURE_FIELD', { medida: measureLabel(key) }));
  return [message('COLUMN.DATE'), message('COLUMN.USER'), message('COLUMN.GENDER'), ...labels];
}

function measureLabel(key: string): string {
  const label = `MEASURE.${key}`;
  return isMessageKey(label) ? message(label) : key;
}

export function measureSheetRow(record: BodyCompositionView, measureKeys: readonly string[]): XlsxCell[] {
  return [
    dayCell(record.measuredOn),
    record.memberName ?? message('COMMON.UNKNOWN_MEMBER'),
    message(`GENDER.${record.gender}`),
    ...measureKeys.map((key) => record.measures[key] ?? null),
  ];
}

export const VISIT_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('MEMBER_EXPORT.TIME'),
  message('COLUMN.USER'),
  message('COLUMN.PLAN'),
];

export function visitSheetRow(visit: AttendanceView, time: string, plans: PlanCatalogue = SPEC_PLANS): XlsxCell[] {
  return [dayCell(visit.attendedOn), time, visit.memberName, planLabel(visit.plan, plans)];
}
