// The catalogue's texts of the operator's commands: projections, audit, staff, events and backup.
export const cliMessages = {
  'CLI.FAILED': 'Error: {reason}',

  // `npm run projections`.
  'CLI.PROJECTIONS_USAGE':
    'Uso: npm run projections -- status | rebuild [proyección…]\n  status   muestra la posición de cada proyección, la del registro de eventos y el retraso\n  rebuild  reconstruye las proyecciones indicadas (todas si no se indica ninguna) sin detener la app',
  'CLI.UNKNOWN_PROJECTION': 'Proyección desconocida: {name}. Proyecciones: {names}',
  'CLI.STATUS_HEADER': 'Registro de eventos: posición {head} ({events}). Documentos de lectura: {read}.',
  'CLI.STATUS_ROW':
    '{name}: versión {version} (código {codeVersion}), generación {generation}, posición {position}, retraso {lag}{state}',
  'CLI.STATUS_BUILDING': ' — en construcción',
  'CLI.STATUS_OUTDATED': ' — versión antigua: se reconstruirá al iniciar la app',
  'CLI.STATUS_MISSING': '{name}: aún no construida (se construirá al iniciar la app)',
  'CLI.STATUS_FAILING': ' — falla desde {since} (se reintenta sola): {reason}',
  'CLI.REBUILD_LABEL': 'Reconstruyendo',
  'CLI.REBUILD_DONE':
    'Reconstrucción terminada: {events} eventos en {seconds} s ({rate} eventos/s). Proyecciones: {names}.',
  'CLI.REBUILD_INTERRUPTED':
    'Reconstrucción interrumpida. Los documentos en uso no cambiaron; vuelve a ejecutar el comando para empezar de nuevo.',
  'CLI.REBUILD_SUPERSEDED':
    'Otra reconstrucción de {name} (desde la app u otra terminal) reemplazó esta; queda la más reciente. Nada que hacer.',
  'CLI.REBUILD_RETRYING': 'La reconstrucción de {name} falló y se reintentará sola: {reason}',

  // `npm run audit`.
  'CLI.AUDIT_USAGE': 'Uso: npm run audit -- <id del usuario> [--desc]',
  'CLI.AUDIT_HEADER': 'Historial de {nombre}{eliminado} ({total} eventos)',
  'CLI.AUDIT_DELETED': ' — eliminado',
  'CLI.AUDIT_ROW': '#{revision}  {fecha}  {personal}  {descripcion}',

  // `npm run staff`.
  'CLI.STAFF_USAGE':
    'Uso: npm run staff -- <orden>\n  add <correo> <nombre…>         crea una cuenta del personal (pide la contraseña)\n  list                           muestra todas las cuentas\n  disable <correo>               deshabilita una cuenta y cierra sus sesiones\n  reset-password <correo>        cambia la contraseña (pide la nueva) y cierra sus sesiones\n  enable <correo>                vuelve a habilitar una cuenta deshabilitada\n  role <correo> admin|reception  cambia el rol de una cuenta\n  add acepta --role admin|reception (por defecto reception; la primera cuenta del gimnasio, admin)',
  'CLI.STAFF_PASSWORD': 'Contraseña: ',
  'CLI.STAFF_PASSWORD_AGAIN': 'Repite la contraseña: ',
  'CLI.STAFF_PASSWORD_MISMATCH': 'Las contraseñas no coinciden. No se cambió nada.',
  'CLI.STAFF_PASSWORD_MISSING': 'No se recibió ninguna contraseña. No se cambió nada.',
  'CLI.STAFF_ADDED': 'Cuenta creada: {correo} ({nombre}).',
  'CLI.STAFF_DISABLED': 'Cuenta deshabilitada: {correo}. Sus sesiones abiertas terminaron.',
  'CLI.STAFF_ALREADY_DISABLED': 'La cuenta {correo} ya estaba deshabilitada.',
  'CLI.STAFF_ENABLED': 'Cuenta habilitada: {correo}.',
  'CLI.STAFF_PASSWORD_RESET': 'Contraseña cambiada: {correo}. Sus sesiones abiertas terminaron.',
  'CLI.STAFF_ROLE_CHANGED': 'Rol de {correo}: {rol}.',
  'CLI.STAFF_LIST_EMPTY': 'Aún no hay cuentas del personal.',
  'CLI.STAFF_ROW': '{correo}  {nombre}  {rol}  {estado}  {id}',
  'CLI.STAFF_ACTIVE': 'activa',
  'CLI.STAFF_INACTIVE': 'deshabilitada',

  // `npm run events`: export and import of the event log.
  'CLI.EVENTS_USAGE':
    'Uso: npm run events -- <orden>\n  export [--out archivo] [--without-keys]  escribe todo el registro de eventos como JSON Lines (en la salida estándar si no hay --out); con --out, las claves de los usuarios van aparte en archivo.keys.json (salvo --without-keys)\n  import <archivo> [--into-non-empty] [--keys archivo]  añade los eventos de un archivo exportado a un almacén vacío (con --into-non-empty, también a uno con eventos: solo los flujos que aún no tiene); une las claves de archivo.keys.json (o de --keys) y destruye las de cada supresión del registro\n  keys-import <archivo>  une un archivo de claves al almacén de claves (una clave destruida sigue destruida) y destruye las de cada supresión del registro\n  protect [--dry-run]  cifra una vez los datos personales que el registro guarda en claro (copia de seguridad primero; con --dry-run solo dice qué cambiaría)\n  migrate-opening-balances [--dry-run]  convierte en saldo migrado (R43) lo pagado de usuarios importados de una hoja antes de que existiera (con --dry-run solo lo lista)',
  'CLI.OPENING_BALANCES_NONE':
    'No hay pagos de hojas importadas antes que convertir en saldo migrado: no se escribió nada.',
  'CLI.OPENING_BALANCES_MOVE':
    '{nombre} ({socio}): {monto} del {fecha}, fila {fila} de {archivo} → saldo migrado (sigue pagado; sale del ingreso de ese día y pierde su recibo)',
  'CLI.OPENING_BALANCES_DAYS_HEADER': 'Lo que sale del ingreso de cada día:',
  'CLI.OPENING_BALANCES_DAY': '  {fecha}: {monto} ({pagos} pagos)',
  'CLI.OPENING_BALANCES_DRY_SUMMARY':
    'Simulación: {pagos} pagos de {socios} usuarios ({monto}) pasarían a saldo migrado. No se escribió nada; ejecute sin --dry-run para hacerlo.',
  'CLI.OPENING_BALANCES_SUMMARY':
    'Hecho: {pagos} pagos de {socios} usuarios ({monto}) son ahora saldo migrado. Inicie la app (o npm run projections -- rebuild) para ver las cifras.',
  'CLI.EXPORT_LABEL': 'Exportando',
  'CLI.EXPORT_DONE': 'Exportación terminada: {events} eventos en {seconds} s ({rate} eventos/s){destino}.',
  'CLI.EXPORT_NO_STORE': 'No hay almacén de eventos en {archivo}: nada que exportar.',
  'CLI.IMPORT_CHECK_LABEL': 'Validando',
  'CLI.IMPORT_LABEL': 'Importando',
  'CLI.IMPORT_DONE': 'Importación terminada: {events} eventos de {streams} flujos en {seconds} s ({rate} eventos/s).',
  'CLI.IMPORT_SKIPPED': '{events} eventos del archivo ya estaban en el almacén y no se repitieron.',
  'CLI.IMPORT_REBUILD_HINT':
    'Los documentos de lectura se construyen a partir de los eventos: inicia la app o ejecuta npm run projections -- rebuild.',
  'CLI.IMPORT_FILE_MISSING': 'No se pudo leer el archivo {archivo}.',
  'CLI.IMPORT_TARGET_NOT_EMPTY':
    'El almacén de destino ya tiene eventos. No se importó nada. Para añadir solo los flujos que aún no tiene, usa --into-non-empty.',

  // Why a line of an event file is refused.
  'CLI.IMPORT_LINE': 'Línea {linea}: {motivo} No se importó nada.',
  'CLI.IMPORT_BAD_JSON': 'no es JSON válido (¿el archivo está cortado?).',
  'CLI.IMPORT_EMPTY_LINE': 'está vacía.',
  'CLI.IMPORT_NOT_OBJECT': 'no es un objeto JSON con un evento.',
  'CLI.IMPORT_BAD_FIELD': 'el campo "{campo}" falta o no es {esperado}.',
  'CLI.IMPORT_EXPECT_TEXT': 'un texto no vacío',
  'CLI.IMPORT_EXPECT_REVISION': 'un número entero mayor o igual a 0',
  'CLI.IMPORT_EXPECT_UUID': 'un UUID',
  'CLI.IMPORT_EXPECT_OBJECT': 'un objeto JSON',
  'CLI.IMPORT_EXPECT_INSTANT': 'un instante ISO-8601 con zona (p. ej. 2026-03-02T15:30:00.000Z)',
  'CLI.IMPORT_UNKNOWN_TYPE': 'el tipo de evento "{tipo}" no existe en esta versión de la app.',
  'CLI.IMPORT_DUPLICATE_ID': 'el id de evento {id} ya aparece en la línea {anterior}.',
  'CLI.IMPORT_REVISION_GAP':
    'el flujo {flujo} trae la revisión {revision} donde se esperaba la {esperada} (falta o sobra un evento, o el orden cambió).',
  'CLI.IMPORT_STREAM_CONFLICT':
    'el flujo {flujo} ya existe en el almacén de destino con otro evento en la revisión {revision}.',
  'CLI.IMPORT_ID_CONFLICT':
    'el id de evento {id} ya está en el almacén de destino (flujo {flujo}, revisión {revision}).',
  'CLI.IMPORT_WRITE_CONFLICT': 'otro proceso escribió en el flujo {flujo} mientras se importaba.',
  'CLI.IMPORT_WRITE_FAILED': 'el almacén no aceptó la escritura ({detalle}).',
  'CLI.IMPORT_WRITE_DUPLICATE': 'el id de evento {id} ya estaba guardado',
  'CLI.IMPORT_STOPPED':
    'La importación se detuvo en la línea {linea}: {motivo} Quedaron escritos {events} eventos, todos los de las líneas anteriores. Corrige la causa y vuelve a ejecutarla con --into-non-empty: continúa donde quedó.',

  // `npm run backup`.
  'CLI.BACKUP_USAGE':
    'Uso: npm run backup -- [carpeta] [--without-keys]   (por defecto DATA_DIR/backups; las claves de los usuarios van aparte, en events-….keys.json, salvo --without-keys)',
  'CLI.BACKUP_DONE': 'Copia de seguridad creada: {archivo} ({events} eventos, {megas} MB).',
  'CLI.BACKUP_NO_STORE': 'No hay almacén de eventos en {archivo}: nada que copiar.',
  'CLI.BACKUP_ESDB':
    'EVENTSTORE_URL está definida: los eventos están en EventStoreDB, que tiene sus propias copias de seguridad (copia de su carpeta de datos o instantánea del volumen; consulta su documentación). npm run backup solo copia el almacén SQLite. También puedes exportar el registro con npm run events -- export --out eventos.jsonl.',
  'CLI.BACKUP_CHECK_FAILED': 'La copia {archivo} no pasó la comprobación de integridad ({detalle}); se descartó.',
} as const;
