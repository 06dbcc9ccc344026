// The catalogue's texts of `npm run import:firestore`: the migration from the original product's Firestore export.
export const firestoreImportMessages = {
  'IMPORT.USAGE':
    'Uso: npm run import:firestore -- <exportación.json> [--dry-run]\n  importa los usuarios del sistema anterior con sus pagos, medidas y asistencias (exportación JSON de Firestore)\n  --dry-run  revisa el archivo y muestra qué se importaría, sin escribir nada',
  'IMPORT.LABEL': 'Importando usuarios',
  'IMPORT.FILE_MISSING': 'No se pudo leer el archivo {archivo}.',
  'IMPORT.BAD_JSON': 'El archivo {archivo} no es JSON válido ({detalle}). No se importó nada.',
  'IMPORT.NO_USERS':
    'El archivo no parece una exportación del sistema anterior: no tiene la colección "users". No se importó nada.',
  'IMPORT.BAD_COLLECTION': 'La colección "{coleccion}" no es una lista ni un objeto de documentos. No se importó nada.',

  // The report.
  'IMPORT.SUMMARY':
    'Usuarios importados: {usuarios} (pagos: {pagos}, medidas: {medidas}, asistencias: {asistencias}; {eventos} eventos).',
  'IMPORT.DRY_RUN_SUMMARY':
    'Simulación (--dry-run): no se escribió nada. Se importarían {usuarios} usuarios (pagos: {pagos}, medidas: {medidas}, asistencias: {asistencias}; {eventos} eventos).',
  'IMPORT.PAYMENTS_ARE_HISTORY':
    'Los pagos importados son los del sistema anterior, con su fecha: cuentan como ingresos de ese día y ese mes (no son saldos migrados).',
  'IMPORT.ALREADY_HEADER': 'Ya importados en una ejecución anterior (no se repitieron): {n}',
  'IMPORT.REJECTED_HEADER':
    'No importados: {n}. De ellos no se escribió nada: corrige el archivo y vuelve a ejecutar el comando (lo ya importado no se repite).',
  'IMPORT.ORPHANS_HEADER': 'Documentos sin usuario en la exportación (no importados): {n}',
  'IMPORT.NOTES_HEADER': 'Avisos sobre usuarios importados: {n}',
  'IMPORT.DOCUMENT_ROW': '  {documento}{nombre}: {motivos}',
  'IMPORT.ALREADY_IMPORTED': 'ya importado',
  'IMPORT.NOT_DOCUMENT': 'no es un documento (objeto JSON)',
  'IMPORT.NO_ID': 'no tiene id',
  'IMPORT.DUPLICATE_ID': 'el id se repite en la colección ({posiciones}): no se importó ninguna copia',
  'IMPORT.UNREAD_HEADER': 'Colecciones de la exportación que no se leen (no importadas): {n}',
  'IMPORT.UNREAD_ROW': '  {coleccion}: {documentos} documentos; {motivo}',
  'IMPORT.UNREAD_REASON':
    'no es una de las colecciones del sistema anterior que se importan (users, bodyCompositions y attendances); sus datos no tienen dónde ir en la app',
  'IMPORT.NO_USER_ID': 'no indica el usuario (userId)',
  'IMPORT.ORPHAN': 'el usuario "{usuario}" no está en la exportación',

  // Why a document's value is refused; `{campo}` names where it is.
  'IMPORT.NO_VALUE': 'sin valor',
  'IMPORT.NAME_EMPTY': 'nombre vacío',
  'IMPORT.FIELD_MISSING': '{campo}: falta el valor',
  'IMPORT.DATE_INVALID': '{campo}: fecha inválida ({valor})',
  'IMPORT.NUMBER_INVALID': '{campo}: no es un número ({valor})',
  'IMPORT.AMOUNT_NEGATIVE': '{campo}: monto negativo ({valor})',
  'IMPORT.AMOUNT_TOO_LARGE': '{campo}: el monto supera el máximo permitido ($ 10.000.000) ({valor})',
  'IMPORT.OUT_OF_RANGE': '{campo}: fuera del rango permitido ({valor})',
  'IMPORT.TEXT_INVALID': '{campo}: no es un texto ({valor})',
  'IMPORT.TEXT_TOO_LONG': '{campo}: supera los {max} caracteres',
  'IMPORT.PLAN_UNKNOWN': '{campo}: plan desconocido ({valor}), se esperaba {planes}',
  'IMPORT.GENDER_UNKNOWN': '{campo}: género desconocido ({valor}), se esperaba Masculino o Femenino',
  'IMPORT.PAYMENT_TYPE_UNKNOWN':
    '{campo}: tipo de pago desconocido ({valor}), se esperaba Pago adicional, Renovación, Abono o Inicial',
  'IMPORT.NOT_LIST': '{campo}: no es una lista',
  'IMPORT.ENTRY_NOT_OBJECT': '{campo}: no es un objeto',
  'IMPORT.MEASURES_MISSING': '{campo}: no trae medidas',
  'IMPORT.MEASURE_UNKNOWN': '{campo}: medida desconocida ({valor})',
  'IMPORT.MEASURE_INVALID': '{campo}: la medida debe ser un número mayor que 0 y menor que 300 cm ({valor})',
  'IMPORT.MEASURES_MIXED': '{campo}: mezcla medidas de hombre y de mujer',

  // What was imported with a change.
  'IMPORT.NOTE_ZERO_PAYMENT': '{campo}: pago de $ 0, no se importó',
  'IMPORT.NOTE_DEBT_FLOORED': '{campo}: deuda negativa ({valor}) importada como 0',
  'IMPORT.NOTE_DAYS_CLAMPED': '{campo}: {valor} días usados, importados como {dias} (de 0 a 15)',
  'IMPORT.NOTE_EXPIRY_COMPUTED': '{campo}: vacía, se calculó {fecha} desde la fecha de ingreso',
  'IMPORT.NOTE_TICKET_EXPIRY_COMPUTED':
    '{campo}: vacía en una Tiquetera con {dias} días usados, se calculó {fecha}: primera asistencia de la exportación ({primera}) + 60 días',
  'IMPORT.NOTE_TICKET_NO_EXPIRY':
    '{campo}: Tiquetera con {dias} días usados, sin fecha de vencimiento ni asistencias en la exportación: se importó sin vencimiento; revísala en la app',
} as const;
