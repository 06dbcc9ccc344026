// The import's report as the operator reads it, in Spanish: what came in, what was already there,
// every document left out with its reasons, and the collections of the export it does not read.
import { message } from '@gym/domain';
import type { FirestoreImportReport, SkippedDocument } from './firestore-import.js';

function rows(documents: readonly SkippedDocument[]): string[] {
  return documents.map(({ document, name, reasons }) =>
    message('IMPORT.DOCUMENT_ROW', {
      documento: document,
      nombre: name === '' ? '' : ` (${name})`,
      motivos: reasons.join('; '),
    }),
  );
}

function section(header: string, documents: readonly SkippedDocument[]): string[] {
  return documents.length === 0 ? [] : [header, ...rows(documents)];
}

export function importReportLines(report: FirestoreImportReport): string[] {
  const count = (field: 'payments' | 'measurements' | 'attendances' | 'events'): number =>
    report.imported.reduce((total, member) => total + member[field], 0);
  const totals = {
    usuarios: report.imported.length,
    pagos: count('payments'),
    medidas: count('measurements'),
    asistencias: count('attendances'),
    eventos: count('events'),
  };
  return [
    message(report.dryRun ? 'IMPORT.DRY_RUN_SUMMARY' : 'IMPORT.SUMMARY', totals),
    // R43 asks which: the old system's payments are history, real money of their dates.
    ...(totals.pagos > 0 ? [message('IMPORT.PAYMENTS_ARE_HISTORY')] : []),
    ...section(message('IMPORT.ALREADY_HEADER', { n: report.alreadyImported.length }), report.alreadyImported),
    ...section(message('IMPORT.REJECTED_HEADER', { n: report.rejected.length }), report.rejected),
    ...section(message('IMPORT.ORPHANS_HEADER', { n: report.orphans.length }), report.orphans),
    ...section(message('IMPORT.NOTES_HEADER', { n: report.notes.length }), report.notes),
    ...unreadSection(report),
  ];
}

function unreadSection({ unreadCollections }: FirestoreImportReport): string[] {
  if (unreadCollections.length === 0) return [];
  return [
    message('IMPORT.UNREAD_HEADER', { n: unreadCollections.length }),
    ...unreadCollections.map(({ name, documents, reason }) =>
      message('IMPORT.UNREAD_ROW', { coleccion: name, documentos: documents, motivo: reason }),
    ),
  ];
}
