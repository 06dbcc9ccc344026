// R48 (a): the member's data report as the reader sees it — labelled sections and tables in
// Spanish, the same on the printable page and in its workbook (one sheet per table).
import type { MemberDataReport } from '../api/member-rights.schemas.js';
import { message, type MessageKey } from '../messages.js';
import { policyVersionText } from './policy-version.js';
import { planLabel, SPEC_PLANS, type PlanCatalogue } from '../plans/plan-catalogue.js';
import { formatDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';

export interface ReportSection {
  readonly title: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
}

export interface ReportTable {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? message('COMMON.NOT_AVAILABLE') : String(value);
const date = (value: string | null): string => (value === null ? message('COMMON.NOT_AVAILABLE') : formatDate(value));
const yesNo = (value: boolean) => message(value ? 'AUTHORIZATION_FORM.YES' : 'AUTHORIZATION_FORM.NO');
const label = (key: MessageKey) => message(key);

/** The label/value sections: personal data, health data, plan, authorisation. */
/** `catalogue`: the gym's plans (R38), so a plan of its own reads by its name. */
export function dataReportSections(
  report: MemberDataReport,
  catalogue: PlanCatalogue = SPEC_PLANS,
): readonly ReportSection[] {
  const { profile } = report;
  const authorization = profile.authorization;
  const personal: ReportSection = {
    title: label('DATA_REPORT.PERSONAL'),
    rows: report.suppressed
      ? [[label('FIELD.name'), message('PRIVACY.SUPPRESSED_HOLDER')]]
      : [
          [label('FIELD.name'), text(profile.name)],
          [label('FIELD.cedula'), text(profile.cedula)],
          [label('FIELD.phone'), text(profile.phone)],
          [label('FIELD.address'), text(profile.address)],
          [label('FIELD.gender'), message(`GENDER.${profile.gender}` as MessageKey)],
          [label('FIELD.birthday'), date(profile.birthday)],
          [label('FIELD.email'), text(profile.email)],
          [label('FIELD.notes'), text(profile.notes)],
        ],
  };
  const health: ReportSection = {
    title: label('DATA_REPORT.HEALTH'),
    rows: [
      [label('FIELD.weightKg'), text(profile.weightKg)],
      [label('FIELD.heightCm'), text(profile.heightCm)],
      [label('PROFILE.IMC'), text(profile.imc)],
      // R52: the photo is sensitive data; the page shows it, the JSON holds it, the workbook says so.
      [
        label('PHOTO.TITLE'),
        report.photo === null
          ? message('PHOTO.NONE')
          : message('DATA_REPORT.PHOTO_HELD', { kb: Math.max(1, Math.round(report.photo.bytes / 1024)) }),
      ],
    ],
  };
  const plan: ReportSection = {
    title: label('DATA_REPORT.PLAN'),
    rows: [
      [label('FIELD.plan'), planLabel(profile.plan, catalogue)],
      [label('PROFILE.PLAN_PRICE'), formatMoney(profile.planPrice)],
      [label('FIELD.joinedOn'), date(profile.joinedOn)],
      [label('PROFILE.EXPIRES_ON'), date(profile.expiresOn)],
      [label('FIELD.amountPaid'), formatMoney(profile.amountPaid)],
      [label('PROFILE.DEBT'), formatMoney(profile.debt)],
    ],
  };
  const authorizationSection: ReportSection = {
    title: label('DATA_REPORT.AUTHORIZATION'),
    rows:
      authorization === null
        ? [[label('AUTHORIZATION.TITLE'), message('AUTHORIZATION.PENDING')]]
        : [
            [label('AUTHORIZATION.LABEL_SENSITIVE'), yesNo(authorization.sensitive)],
            [label('AUTHORIZATION.LABEL_REMINDERS'), yesNo(authorization.reminders)],
            [
              label('AUTHORIZATION.LABEL_RECORDED'),
              message('AUTHORIZATION.SUMMARY_RECORDED', {
                como: message(`AUTHORIZATION.METHOD.${authorization.method}` as MessageKey),
                fecha: formatDate(authorization.recordedOn),
                politica: policyVersionText(authorization.policyVersion),
              }),
            ],
          ],
  };
  return report.suppressed ? [personal, plan] : [personal, health, plan, authorizationSection];
}

/** The tables: payments, visits, measurements, data requests (each a sheet of the workbook). */
export function dataReportTables(
  report: MemberDataReport,
  catalogue: PlanCatalogue = SPEC_PLANS,
): readonly ReportTable[] {
  const payments: ReportTable = {
    title: label('DATA_REPORT.PAYMENTS'),
    headers: [
      label('COLUMN.DATE'),
      label('COLUMN.AMOUNT'),
      label('COLUMN.TYPE'),
      label('COLUMN.PLAN'),
      label('COLUMN.METHOD'),
      label('COLUMN.RECEIPT'),
    ],
    rows: report.payments.map((payment) => [
      formatDate(payment.paidOn),
      formatMoney(payment.amount) + (payment.voided === null ? '' : ` (${message('PAYMENT.VOIDED_BADGE')})`),
      message(`PAYMENT_TYPE.${payment.paymentType}` as MessageKey),
      planLabel(payment.plan, catalogue),
      message(`PAYMENT_METHOD.${payment.method}` as MessageKey),
      payment.receiptNumber ?? '',
    ]),
  };
  const visits: ReportTable = {
    title: label('DATA_REPORT.VISITS'),
    headers: [label('COLUMN.DATE'), label('COLUMN.PLAN')],
    rows: report.visits.map((visit) => [formatDate(visit.attendedOn), planLabel(visit.plan, catalogue)]),
  };
  const keys = [...new Set(report.bodyCompositions.flatMap((record) => Object.keys(record.measures)))];
  const measures: ReportTable = {
    title: label('DATA_REPORT.MEASURES'),
    headers: [label('COLUMN.DATE'), ...keys.map((key) => message(`MEASURE.${key}` as MessageKey))],
    rows: report.bodyCompositions.map((record) => [
      formatDate(record.measuredOn),
      ...keys.map((key) => text(record.measures[key])),
    ]),
  };
  const requests: ReportTable = {
    title: label('DATA_REPORT.REQUESTS'),
    headers: [
      label('COLUMN.RECEIVED_ON'),
      label('COLUMN.DATA_REQUEST_KIND'),
      label('DATA_REPORT.ASKED'),
      label('DATA_REPORT.ANSWER'),
    ],
    rows: report.dataRequests.map((request) => [
      formatDate(request.receivedOn),
      message(`DATA_REQUEST_KIND.${request.kind}` as MessageKey),
      request.request,
      request.answer ?? '',
    ]),
  };
  return report.suppressed ? [payments] : [payments, visits, measures, requests];
}
