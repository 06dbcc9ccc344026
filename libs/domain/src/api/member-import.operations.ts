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
      'Imports members from a spreadsheet (.xlsx or .csv). The body is multipart/form-data with `file`, `dryRun` (true unless sent false), `sheet` and `mapping`. The answer is JSON lines (application/x-ndjson): progress while the rows are checked and written, then the result or an error. A row with errors registers nothing; one that already exists (cédula, or name and phone) is not registered again, so importing the same file twice registers nothing new.',
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
    description:
      'The whole gym as one .xlsx: the Usuarios sheet (every field of every member, under the headers the import reads), Pagos, Medidas and Visitas.',
    access: 'gym.export',
    status: 200,
    response: XLSX_MEDIA_TYPE,
    errors: [],
    example: { response: '(archivo .xlsx)' },
  }),
} as const;
