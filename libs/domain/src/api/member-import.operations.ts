// 'Importar usuarios' and 'Exportar' (issue 29, R34): members in from a spreadsheet, the whole gym
// out to one, under the same Spanish headers, so an export imports back as it was.
import { defineOperation, XLSX_MEDIA_TYPE } from './api-operation.js';
import { MEMBER_IMPORT_UPLOAD, memberImportLineSchema, memberImportUpload } from './member-import.schemas.js';

export const memberImportOperations = {
  importMembers: defineOperation({
    operationId: 'importMembers',
    method: 'post',
    path: '/api/members/import',
    tag: 'importación',
    summary:
      'Importa usuarios de una hoja de cálculo (.xlsx, .ods o .csv, hasta 10 MB): revisa cada fila y, con dryRun=false, registra las válidas y nuevas',
    description:
      'multipart/form-data con `file`, `dryRun` (true por defecto), `sheet` y `mapping`. La respuesta son líneas JSON ' +
      '(application/x-ndjson): progreso mientras se revisan y escriben las filas, y al final el resultado (o un error). ' +
      'Una fila con errores no registra nada; una que ya existe (cédula, o nombre y teléfono) no se repite, así que ' +
      'importar el mismo archivo otra vez no registra nada nuevo.',
    access: 'members.import',
    status: 200,
    command: true,
    body: memberImportUpload,
    upload: MEMBER_IMPORT_UPLOAD,
    response: memberImportLineSchema,
    streamsLines: true,
    errors: [400, 413],
    example: {
      body: { file: 'usuarios.xlsx', dryRun: 'true' },
      response: { type: 'progress', phase: 'check', done: 500, total: 5000 },
    },
  }),
  exportGym: defineOperation({
    operationId: 'exportGym',
    method: 'get',
    path: '/api/members/export.xlsx',
    tag: 'exportación',
    summary:
      'Todo el gimnasio en un .xlsx: la hoja Usuarios (cada campo de cada usuario, con los títulos que lee la importación), Pagos, Medidas y Visitas',
    access: 'gym.export',
    status: 200,
    response: XLSX_MEDIA_TYPE,
    errors: [],
    example: { response: '(archivo .xlsx)' },
  }),
} as const;
