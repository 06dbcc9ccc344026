// The catalogue's texts and refusals of importing members from a spreadsheet (R34): screen, checks, report, command.
import type { RefusalPart } from './refusal-kinds.js';

export const memberImportMessages = {
  'MEMBER_IMPORT.OPEN': 'Importar usuarios',
  'MEMBER_IMPORT.DESCRIPTION':
    'Trae los usuarios de una hoja de cálculo (.xlsx de Excel o Google Sheets, .ods de LibreOffice, o .csv). Las columnas se reconocen por sus títulos; revisa la correspondencia y las filas antes de importar.',
  'MEMBER_IMPORT.DROP': 'Arrastra aquí el archivo o haz clic para elegirlo',
  'MEMBER_IMPORT.DROP_HINT': '.xlsx, .ods o .csv (separado por , o ;), hasta 10 MB',
  'MEMBER_IMPORT.DROP_REJECTED': 'Elige un archivo .xlsx, .ods o .csv de hasta 10 MB.',
  'MEMBER_IMPORT.FILE': 'Archivo: {archivo}',
  'MEMBER_IMPORT.OTHER_FILE': 'Elegir otro archivo',
  'MEMBER_IMPORT.SHEET': 'Hoja',

  'MEMBER_IMPORT.MAPPING': 'Columnas',
  'MEMBER_IMPORT.MAPPING_HINT': 'Columna del archivo → Campo. Cambia el campo si una columna no se reconoció bien.',
  'MEMBER_IMPORT.COLUMN': 'Columna del archivo',
  'MEMBER_IMPORT.FIELD': 'Campo',
  'MEMBER_IMPORT.FIELD_FOR': 'Campo de la columna {columna}',
  'MEMBER_IMPORT.IGNORE': 'No importar',
  'MEMBER_IMPORT.MISSING_FIELDS': 'Ninguna columna trae: {campos}. Las filas sin esos datos no se pueden importar.',

  'MEMBER_IMPORT.PREVIEW': 'Así se registrarán las primeras filas',
  'MEMBER_IMPORT.NAME_CASE': 'Escribir los nombres con mayúscula inicial ({n} nombres cambian)',
  'MEMBER_IMPORT.NAME_CASE_HINT':
    "Como 'Jorge Mauricio de la Hoz' en vez de 'jorge mauricio DE LA HOZ'. La vista previa muestra cómo quedan.",
  'MEMBER_IMPORT.PREVIEW_EMPTY': 'Ninguna fila se puede importar todavía.',
  'MEMBER_IMPORT.ROW_NUMBER': 'Fila',
  'MEMBER_IMPORT.CHECK': 'Revisión de las filas',
  'MEMBER_IMPORT.COUNTS':
    '{filas} filas leídas: {nuevos} por importar, {errores} con errores, {existentes} ya existen.',
  'MEMBER_IMPORT.ERRORS': 'Filas con errores (no se importan)',
  'MEMBER_IMPORT.EXISTING': 'Filas que ya existen (no se repiten)',
  'MEMBER_IMPORT.NOTES': 'Avisos',

  'MEMBER_IMPORT.SUBMIT': 'Importar {n} usuarios',
  'MEMBER_IMPORT.SUBMIT_ONE': 'Importar 1 usuario',
  'MEMBER_IMPORT.CHECKING': 'Revisando el archivo…',
  'MEMBER_IMPORT.PROGRESS': 'Importando: {hecho} de {total} filas',
  'MEMBER_IMPORT.PROGRESS_CHECK': 'Revisando: {hecho} de {total} filas',
  'MEMBER_IMPORT.DONE': 'Importación terminada: {n} usuarios importados.',
  'MEMBER_IMPORT.DOWNLOAD_REPORT': 'Descargar informe',
  'MEMBER_IMPORT.REPORT_FILE': 'informe-importacion',
  'MEMBER_IMPORT.GO_TO_USERS': 'Ver usuarios',
  'MEMBER_IMPORT.FAILED': 'Error al importar el archivo. Por favor, inténtalo de nuevo.',

  // A cell that cannot be read, and a row that repeats another.
  'MEMBER_IMPORT.DATE_UNREADABLE': 'No es una fecha ({valor}); escríbela dd/mm/aaaa o aaaa-mm-dd.',
  'MEMBER_IMPORT.MONEY_UNREADABLE': 'No es un monto en pesos ({valor}); por ejemplo 80.000 o $ 80.000.',
  'MEMBER_IMPORT.NUMBER_UNREADABLE': 'No es un número ({valor}).',
  'MEMBER_IMPORT.PLAN_UNKNOWN': 'Plan desconocido ({valor}): se esperaba Quincena, Mensualidad o Tiquetera.',
  'MEMBER_IMPORT.GENDER_UNKNOWN': 'Género desconocido ({valor}): se esperaba Masculino o Femenino.',
  'MEMBER_IMPORT.PAID_REQUIRED': 'Falta el valor: escribe 0 si no pagó nada.',
  'MEMBER_IMPORT.PAID_FROM_DEBT_INVALID': 'La deuda ({deuda}) es mayor que el precio ({precio}).',
  'MEMBER_IMPORT.SAME_AS_ROW': 'Repite la fila {fila} ({motivo}).',
  'MEMBER_IMPORT.SAME_CEDULA': 'misma cédula',
  'MEMBER_IMPORT.SAME_NAME_PHONE': 'mismo nombre y teléfono',

  // The report: its lines, its notes, its summary (the screen's download and the command's output).
  'MEMBER_IMPORT.ROW': 'Fila {fila}: {motivo}',
  'MEMBER_IMPORT.ROW_FIELD': 'Fila {fila}: {campo}: {motivo}',
  'MEMBER_IMPORT.ROWS': 'Filas {filas}: {motivo}',
  'MEMBER_IMPORT.ROWS_FIELD': 'Filas {filas}: {campo}: {motivo}',
  'MEMBER_IMPORT.ROW_RANGE': '{desde} a {hasta}',
  'MEMBER_IMPORT.MORE_LINES': '… y {n} más: todas están en el informe (Descargar informe).',
  'MEMBER_IMPORT.ALREADY_EXISTS': 'Fila {fila}: ya existe ({quien})',
  'MEMBER_IMPORT.EXISTS_CEDULA': 'cédula {cedula}',
  'MEMBER_IMPORT.EXISTS_NAME_PHONE': '{nombre}, teléfono {telefono}',
  'MEMBER_IMPORT.NOTE_DAYS_NOT_TICKET_BOOK': 'Días usados: solo cuentan en una Tiquetera; no se importaron.',
  'MEMBER_IMPORT.NOTE_TICKET_UNUSED_EXPIRY':
    'Fecha de vencimiento: una Tiquetera sin días usados no tiene vencimiento (empieza con su primera asistencia); no se importó.',
  'MEMBER_IMPORT.NOTE_TICKET_NO_EXPIRY':
    'Tiquetera con {dias} días usados y sin fecha de vencimiento: se importó sin vencimiento; revísala en la app.',
  'MEMBER_IMPORT.NOTE_PAID_FROM_DEBT': 'Pagado: vacío, se tomó Precio − Deuda ({monto}).',
  'MEMBER_IMPORT.NOTE_ADDRESS_PENDING': 'vacía, se importó como «Pendiente».',
  'MEMBER_IMPORT.NOTE_HEIGHT_METRES': '{valor} se leyó en metros: {cm} cm.',
  // R47: a row's health data needs the sensitive-data authorisation.
  'MEMBER_IMPORT.NOTE_HEALTH_PENDING':
    'vacía: Autorización pendiente; el peso y la altura de la hoja no se importaron (datos sensibles, Ley 1581 de 2012).',
  'MEMBER_IMPORT.NOTE_HEALTH_REFUSED':
    'sin autorización de datos sensibles; el peso y la altura de la hoja no se importaron (Ley 1581 de 2012).',
  'MEMBER_IMPORT.SUMMARY_HEALTH_LEFT_OUT':
    'Filas importadas sin peso ni altura por no tener autorización de datos sensibles: {n}.',
  'MEMBER_IMPORT.YES_NO_UNREADABLE': 'No es Sí ni No ({valor}); escribe Sí, No o déjala vacía.',
  'MEMBER_IMPORT.AUTHORIZATION_METHOD_UNKNOWN':
    'No se sabe cómo se dio la autorización ({valor}); escribe Firma, Verbal, WhatsApp o Formulario, o déjala vacía.',
  'MEMBER_IMPORT.SUMMARY': 'Archivo {archivo}, hoja {hoja}: {filas} filas con datos.',
  'MEMBER_IMPORT.SUMMARY_IMPORTED': 'Usuarios importados: {n}.',
  'MEMBER_IMPORT.SUMMARY_DRY_RUN': 'Simulación (--dry-run): no se escribió nada. Se importarían {n} usuarios.',
  // The same line in the report downloaded from the screen: no terminal words there (issue 41).
  'MEMBER_IMPORT.SUMMARY_CHECKED': 'Revisión del archivo: todavía no se importó nada. Se importarían {n} usuarios.',
  'MEMBER_IMPORT.SUMMARY_ERRORS':
    'Filas con errores, no importadas: {n}. De ellas no se escribió nada: corrígelas y vuelve a importar el archivo (lo ya importado no se repite).',
  'MEMBER_IMPORT.SUMMARY_EXISTING': 'Filas que ya existen, no repetidas: {n}',
  'MEMBER_IMPORT.SUMMARY_NOTES': 'Avisos: {n}',

  // `npm run import:members`.
  'MEMBER_IMPORT.USAGE':
    'Uso: npm run import:members -- <archivo.xlsx|archivo.ods|archivo.csv> [--dry-run] [--sheet NOMBRE]\n  importa los usuarios de una hoja de cálculo (columnas con títulos en español: Nombre, Cédula, Teléfono…)\n  --dry-run      revisa el archivo y muestra qué se importaría, sin escribir nada\n  --sheet NOMBRE la hoja a leer (por defecto la primera)',
  'MEMBER_IMPORT.CLI_LABEL': 'Importando usuarios',
  'MEMBER_IMPORT.CLI_STAFF_NAME': 'Sistema',

  // The fields a column can go to.
  'IMPORT_FIELD.name': 'Nombre',
  'IMPORT_FIELD.cedula': 'Cédula',
  'IMPORT_FIELD.phone': 'Teléfono',
  'IMPORT_FIELD.address': 'Dirección',
  'IMPORT_FIELD.email': 'Correo',
  'IMPORT_FIELD.gender': 'Género',
  'IMPORT_FIELD.birthday': 'Cumpleaños',
  'IMPORT_FIELD.plan': 'Plan',
  'IMPORT_FIELD.joinedOn': 'Fecha de ingreso',
  'IMPORT_FIELD.expiresOn': 'Fecha de vencimiento',
  'IMPORT_FIELD.ticketDaysUsed': 'Días usados',
  'IMPORT_FIELD.amountPaid': 'Pagado',
  'IMPORT_FIELD.planPrice': 'Precio',
  'IMPORT_FIELD.debt': 'Deuda',
  'IMPORT_FIELD.weightKg': 'Peso',
  'IMPORT_FIELD.heightCm': 'Altura',
  'IMPORT_FIELD.notes': 'Observaciones',
  'IMPORT_FIELD.personalAuthorization': 'Autoriza datos',
  'IMPORT_FIELD.sensitiveAuthorization': 'Autoriza datos sensibles',
  'IMPORT_FIELD.remindersAuthorization': 'Acepta recordatorios',
  'IMPORT_FIELD.authorizationMethod': 'Cómo la dio',
} as const;

export const memberImportRefusals = {
  'MEMBER_IMPORT.FILE_REQUIRED': { kind: 'bad_input', text: 'Elige un archivo para importar.' },
  'MEMBER_IMPORT.FILE_TOO_LARGE': { kind: 'too_large', text: 'El archivo supera el máximo de 10 MB.' },
  'MEMBER_IMPORT.NOT_SPREADSHEET': {
    kind: 'bad_input',
    text: 'El archivo no es una hoja de cálculo que se pueda leer. Guárdalo como .xlsx, .ods o .csv e inténtalo de nuevo.',
  },
  'MEMBER_IMPORT.EMPTY': { kind: 'bad_input', text: 'La hoja no tiene filas con datos.' },
  'MEMBER_IMPORT.SHEET_UNKNOWN': {
    kind: 'bad_input',
    text: 'El archivo no tiene una hoja llamada "{hoja}". Hojas: {hojas}.',
  },
  'MEMBER_IMPORT.TOO_MANY_ROWS': {
    kind: 'bad_input',
    text: 'El archivo tiene más de {max} filas. Divídelo en partes más pequeñas.',
  },
  'MEMBER_IMPORT.MAPPING_INVALID': { kind: 'bad_input', text: 'La correspondencia de columnas no es válida.' },
  // What a file may hold once unpacked (issue 41): the limits are in docs/importar-usuarios.md.
  'MEMBER_IMPORT.TOO_MANY_CELLS': {
    kind: 'bad_input',
    text: 'La hoja tiene más de {max} celdas. Divídela en partes más pequeñas.',
  },
  'MEMBER_IMPORT.TOO_MUCH_TEXT': {
    kind: 'bad_input',
    text: 'Las celdas del archivo suman más de {max} caracteres. Divídelo en partes más pequeñas.',
  },
  'MEMBER_IMPORT.UNPACKED_TOO_LARGE': {
    kind: 'bad_input',
    text: 'El archivo ocupa más de {max} MB al descomprimirlo. Divídelo en partes más pequeñas.',
  },
  'MEMBER_IMPORT.TOO_MANY_PARTS': {
    kind: 'bad_input',
    text: 'El archivo tiene más de {max} partes comprimidas: no es una hoja de cálculo que se pueda leer.',
  },
  'MEMBER_IMPORT.COMPRESSION_RATIO': {
    kind: 'bad_input',
    text: 'Una parte del archivo crece más de {max} veces al descomprimirla: no es una hoja de cálculo normal y no se lee.',
  },
  'MEMBER_IMPORT.FILE_NAME_INVALID': {
    kind: 'bad_input',
    text: 'El nombre del archivo tiene caracteres no permitidos (de control o inválidos) o pasa de {max} caracteres. Cámbiale el nombre e inténtalo de nuevo.',
  },

  'MEMBER_IMPORT.DAYS_USED_INVALID': {
    kind: 'bad_input',
    text: 'Los días usados deben ser un número entero de 0 a 15.',
  },
  'MEMBER_IMPORT.EXPIRY_INVALID': { kind: 'bad_input', text: 'La fecha de vencimiento no es válida.' },
  'MEMBER_IMPORT.EXPIRY_BEFORE_ENTRY': {
    kind: 'bad_input',
    text: 'La fecha de vencimiento es anterior a la fecha de ingreso.',
  },
  'MEMBER_IMPORT.DEBT_MISMATCH': {
    kind: 'bad_input',
    text: 'La deuda ({deuda}) no coincide con Precio − Pagado ({esperada}).',
  },
} as const satisfies RefusalPart;
