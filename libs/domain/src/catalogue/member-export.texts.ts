// The catalogue's texts of the exports: Usuarios' 'Exportar' menu, the whole gym as .xlsx (R34), the CSV files.
export const memberExportMessages = {
  'MEMBER_EXPORT.BUTTON': 'Exportar',
  'MEMBER_EXPORT.XLSX': 'Todo el gimnasio (.xlsx)',
  'MEMBER_EXPORT.CSV': 'Usuarios (.csv)',

  'MEMBER_EXPORT.FILE': 'gimnasio',
  'MEMBER_EXPORT.SHEET_MEMBERS': 'Usuarios',
  'MEMBER_EXPORT.SHEET_PAYMENTS': 'Pagos',
  'MEMBER_EXPORT.SHEET_MEASURES': 'Medidas',
  'MEMBER_EXPORT.SHEET_VISITS': 'Visitas',
  'MEMBER_EXPORT.STATUS': 'Estado',
  'MEMBER_EXPORT.CEDULA': 'Cédula',
  'MEMBER_EXPORT.RECEIPT': 'Recibo',
  'MEMBER_EXPORT.TIME': 'Hora',
  'COLUMN.REFERENCE': 'Referencia',
  'COLUMN.VOIDED_ON': 'Anulado el',
  'COLUMN.RECEIVED_BY': 'Recibió',
  'COLUMN.VOIDED_BY': 'Anuló',
  'MEMBER_EXPORT.VOID_ROW': 'Anulación',
  'COLUMN.VOID_REASON': 'Motivo de la anulación',

  'CSV.EXPORT': 'Exportar CSV',
  'CSV.MEMBERS_FILE': 'usuarios',
  'CSV.PAYMENTS_FILE': 'pagos',
} as const;
