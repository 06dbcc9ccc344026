// The catalogue's texts of personal data kept in an append-only log (crypto-shredding, issue 39):
// what erased data reads as, and the operator commands that protect the log and its keys.

export const personalDataMessages = {
  /** An erased text field: the member's key is destroyed (a supresión). */
  'PERSONAL_DATA.ERASED': '[dato suprimido]',
  'CLI.KEYS_MISSING':
    'No se encuentra el almacén de claves {archivo}, y el registro de eventos tiene datos protegidos: restaure el archivo desde la copia de seguridad (sin él los datos personales no se pueden leer).',
  'CLI.KEYS_UNREADABLE': 'No se puede leer el almacén de claves {archivo}: {motivo}',
  'CLI.PROTECT_DRY_RUN':
    'Prueba sin cambios: {eventos} eventos de {flujos} flujos con datos personales en claro se protegerían ({reclamos} reclamos de cédula pasarían a su huella).',
  'CLI.PROTECT_NOTHING': 'El registro ya está protegido: no hay datos personales en claro.',
  'CLI.PROTECT_DONE':
    'Registro protegido: {eventos} eventos de {flujos} flujos cifrados, {reclamos} reclamos de cédula pasados a su huella. Proyecciones idénticas antes y después. Copia del registro anterior: {copia}',
  'CLI.PROTECT_MISMATCH':
    'Las proyecciones del registro protegido no son idénticas a las del original ({diferencias}): no se cambió nada.',
  'CLI.PROTECT_ESDB':
    'La protección del registro en EventStoreDB aún no está disponible: exporte el registro, protéjalo en SQLite y vuelva a importarlo (docs/operations.md).',
  'CLI.KEYS_EXPORT_DONE': 'Claves de los usuarios → {destino} ({claves} claves, {suprimidas} suprimidas).',
  'CLI.KEYS_IMPORT_DONE':
    'Claves importadas: {claves} ({suprimidas} suprimidas); {destruidas} claves destruidas por supresiones del registro.',
} as const;
