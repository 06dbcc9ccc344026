// R34, rule by rule: headers matched whatever the case or accents, cells read as the sheet wrote
// them, each row checked by the add form's rules, repeats and existing members set aside, and the
// report's Spanish lines.
import { DEFAULT_CONTEXT } from '../testing/given-when-then.js';
import { SPEC_PLANS } from '../plans/plan-catalogue.js';
import {
  readDateCell,
  readGenderCell,
  readMoneyCell,
  readNumberCell,
  readPlanCell,
  readYesNoCell,
  readAuthorizationMethodCell,
  type SheetCell,
} from './import-cells.js';
import { matchColumns, missingRequiredFields, IMPORT_FIELDS, importFieldLabel } from './import-fields.js';
import { groupedProblemLines, importReportLines, rowRangesText } from './import-report.js';
import { decideImportRow, healthLeftOutRows, rowProblemText, type RowProblem } from './import-row.js';
import { checkSheet, KnownMembers, memberTwinKey, type SheetRow } from './import-sheet.js';

const context = { ...DEFAULT_CONTEXT, planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 };
const HEADERS = ['Nombre', 'Cédula', 'Teléfono', 'Dirección', 'Género', 'Plan', 'Fecha de ingreso', 'Pagado'];
const mapping = matchColumns(HEADERS);
const source = (row: number) => ({ system: 'spreadsheet', file: 'socios.xlsx', row }) as const;
const ana: SheetCell[] = [
  'Ana Pérez',
  '1.023.456.789',
  '300 123 4567',
  'Calle 10 # 5-20',
  'Femenino',
  'Mensualidad',
  '02/03/2026',
  '$ 80.000',
];

describe('R34: columns are matched by their Spanish headers', () => {
  it('whatever the case or accents', () =>
    expect(
      matchColumns(['NOMBRE', 'cedula', 'TELÉFONO', 'direccion', 'genero', 'plan', 'FECHA DE INGRESO', 'pagado']),
    ).toEqual(['name', 'cedula', 'phone', 'address', 'gender', 'plan', 'joinedOn', 'amountPaid']));

  it('every R34 header, with ñ, and a unit in parentheses ignored', () => {
    expect(matchColumns(IMPORT_FIELDS.map(importFieldLabel))).toEqual([...IMPORT_FIELDS]);
    expect(matchColumns(['Cumpleaños', 'CUMPLEANOS', 'Peso (kg)', 'Altura (cm)', 'Días usados'])).toEqual([
      'birthday',
      null, // a field goes to its first column only
      'weightKg',
      'heightCm',
      'ticketDaysUsed',
    ]);
  });

  it('with or without the little words people leave out or add ("de", "del", "la", "y")', () =>
    expect(
      matchColumns([
        'FECHA NACIMIENTO',
        'Fecha Ingreso',
        'Fecha del vencimiento',
        'Nombres y Apellidos',
        'Dias Usados',
      ]),
    ).toEqual(['birthday', 'joinedOn', 'expiresOn', 'name', 'ticketDaysUsed']));

  it('an unknown header is not imported, and the required fields without a column are named', () => {
    const found = matchColumns(['Nombre', 'Color favorito']);
    expect(found).toEqual(['name', null]);
    expect(missingRequiredFields(found)).toEqual(['phone', 'gender', 'plan', 'joinedOn']);
  });

  it('R46: the common variants of a gym’s headers are matched', () =>
    expect(
      matchColumns([
        'F. Inicio',
        'F. Nacimiento',
        'Celular',
        'Móvil',
        'Vence',
        'Saldo',
        'Valor',
        'Sexo',
        'C.C.',
        'Estatura (m)',
      ]),
    ).toEqual([
      'joinedOn',
      'birthday',
      'phone',
      null, // a second phone column: the first one fills the field
      'expiresOn',
      'debt',
      'planPrice',
      'gender',
      'cedula',
      'heightCm',
    ]));

  it('no header names two fields', () => {
    for (const field of IMPORT_FIELDS) expect(matchColumns([importFieldLabel(field)])).toEqual([field]);
  });

  it('R46: "Fecha inicio", "Inicio", "Fecha de nacimiento", "Nacimiento" and "Documento" too', () => {
    expect(matchColumns(['Fecha inicio'])).toEqual(['joinedOn']);
    expect(matchColumns(['INICIO'])).toEqual(['joinedOn']);
    expect(matchColumns(['Fecha de nacimiento'])).toEqual(['birthday']);
    expect(matchColumns(['nacimiento'])).toEqual(['birthday']);
    expect(matchColumns(['Documento'])).toEqual(['cedula']);
  });
});

describe('R34: cells are read as the sheet wrote them', () => {
  it.each<[SheetCell, string]>([
    ['02/03/2026', '2026-03-02'],
    ['2/3/2026', '2026-03-02'],
    ['2026-03-02', '2026-03-02'],
    [{ date: '2026-03-02' }, '2026-03-02'], // an Excel date cell
    [46083, '2026-03-02'], // an Excel day number
  ])('dates: %j is %s', (cell, date) => expect(readDateCell(cell)).toEqual({ ok: true, value: date }));

  it('a date that does not exist is unreadable, never moved to another day', () =>
    expect(readDateCell('31/02/2026')).toEqual({
      ok: false,
      reason: 'No es una fecha ("31/02/2026"); escríbela dd/mm/aaaa o aaaa-mm-dd.',
    }));

  it.each<[SheetCell, number]>([
    ['80.000', 80_000],
    ['$ 80.000', 80_000],
    ['$80.000,00', 80_000],
    [80_000, 80_000],
    ['80000', 80_000],
    ['1.250.000', 1_250_000],
    ['0', 0],
  ])('money: %j is %d pesos', (cell, pesos) => expect(readMoneyCell(cell)).toEqual({ ok: true, value: pesos }));

  it.each<SheetCell>(['80,5', '-5.000', 80_000.5, 'ochenta mil'])(
    'money: %j is unreadable (R26: never changed silently)',
    (cell) => expect(readMoneyCell(cell).ok).toBe(false),
  );

  it('plans and genders by name, any case or accents; decimals with a comma', () => {
    expect(readPlanCell('TIQUETERA')).toEqual({ ok: true, value: 'ticket_book' });
    expect(readPlanCell('Anualidad')).toMatchObject({ ok: false });
    expect(readGenderCell('femenino')).toEqual({ ok: true, value: 'female' });
    expect(readGenderCell('M')).toEqual({ ok: true, value: 'male' });
    expect(readNumberCell('72,5')).toEqual({ ok: true, value: 72.5 });
    expect(readDateCell('  ')).toEqual({ ok: true, value: null });
  });
});

describe('R34: every row is checked by the add form’s rules', () => {
  const decide = (cells: SheetCell[], row = 2) => decideImportRow(cells, mapping, source(row), context);

  it('a good row becomes the member as it will be recorded', () =>
    expect(decide(ana)).toMatchObject({
      ok: true,
      member: {
        row: 2,
        name: 'Ana Pérez',
        cedula: '1023456789',
        plan: 'monthly',
        joinedOn: '2026-03-02',
        expiresOn: '2026-04-02',
        amountPaid: 80_000,
        planPrice: 80_000,
        debt: 0,
      },
    }));

  it('a row in error says its number, the column and the Spanish reason', () => {
    const decided = decide([...ana.slice(0, 2), '', ...ana.slice(3)], 14);
    expect(decided.ok).toBe(false);
    if (decided.ok) return;
    expect(decided.problems.map(rowProblemText)).toEqual(['Fila 14: Teléfono: El teléfono es obligatorio.']);
  });

  it('every unreadable cell of a row is listed, each under its column', () => {
    const decided = decide(['Ana', '', '3001234567', 'Calle 1', 'Otro', 'Anualidad', '31/02/2026', 'mucho']);
    expect(decided.ok ? [] : decided.problems.map((problem) => problem.field)).toEqual([
      'gender',
      'plan',
      'joinedOn',
      'amountPaid',
    ]);
  });

  it('R46: a height under 3 is read as metres, 1,78 → 178 cm, with a note', () => {
    const withHeight = matchColumns([...HEADERS, 'Autoriza datos', 'Autoriza datos sensibles', 'Estatura']);
    const decided = decideImportRow([...ana, 'Sí', 'Sí', '1,78'], withHeight, source(2), context);
    expect(decided).toMatchObject({ ok: true, member: { heightCm: 178 } });
    expect(decided.ok ? decided.notes.map(rowProblemText) : []).toEqual([
      'Fila 2: Altura: 1,78 se leyó en metros: 178 cm.',
    ]);
    const inCm = decideImportRow([...ana, 'si', 'x', '178'], withHeight, source(2), context);
    expect(inCm).toMatchObject({ ok: true, member: { heightCm: 178 }, notes: [] });
  });

  it('R46: a blank Dirección imports as "Pendiente", with a note; a sheet without the column too', () => {
    const decided = decide([...ana.slice(0, 3), '', ...ana.slice(4)]);
    expect(decided).toMatchObject({ ok: true, member: { address: 'Pendiente' } });
    expect(decided.ok ? decided.notes.map((note) => note.field) : []).toEqual(['address']);
    const withoutColumn = decideImportRow(
      [...ana.slice(0, 3), ...ana.slice(4)],
      matchColumns(HEADERS.filter((header) => header !== 'Dirección')),
      source(2),
      context,
    );
    expect(withoutColumn).toMatchObject({ ok: true, member: { address: 'Pendiente' } });
  });

  it('R46: a row wrong in three ways lists all three, the rules’ refusals too', () => {
    const decided = decide(['Ana Pérez', '123', '12', 'Calle 1', 'Femenino', 'Mensualidad', '02/03/2026', '$ -5']);
    expect(decided.ok ? [] : decided.problems.map(rowProblemText)).toEqual([
      'Fila 2: Pagado: No es un monto en pesos ("$ -5"); por ejemplo 80.000 o $ 80.000.',
      'Fila 2: Teléfono: Número de teléfono inválido.',
      'Fila 2: Cédula: La cédula debe tener solo números, entre 5 y 12 dígitos.',
    ]);
  });

  it('Pagado blank with a Deuda is Precio − Deuda (noted); both blank is an error (R36: no default)', () => {
    const withDebt = decideImportRow(
      [...ana.slice(0, 7), '', '30.000'],
      matchColumns([...HEADERS, 'Deuda']),
      source(2),
      context,
    );
    expect(withDebt).toMatchObject({ ok: true, member: { amountPaid: 50_000, debt: 30_000 } });
    const none = decide([...ana.slice(0, 7), '']);
    expect(none.ok ? [] : none.problems.map(rowProblemText)).toEqual([
      'Fila 2: Pagado: Falta el valor: escribe 0 si no pagó nada.',
    ]);
  });
});

describe('R47: the authorisation columns of a sheet', () => {
  const AUTH = [...HEADERS, 'Autoriza datos', 'Autoriza datos sensibles', 'Acepta recordatorios', 'Peso', 'Altura'];
  const withAuth = matchColumns(AUTH);
  const decide = (answers: SheetCell[], health: SheetCell[] = ['70', '170'], row = 2) =>
    decideImportRow([...ana, ...answers, ...health], withAuth, source(row), context);
  const commandOf = (decided: ReturnType<typeof decide>) => (decided.ok ? decided.command : undefined);

  it('R47: the three columns are matched by their headers and common variants', () => {
    expect(withAuth.slice(HEADERS.length)).toEqual([
      'personalAuthorization',
      'sensitiveAuthorization',
      'remindersAuthorization',
      'weightKg',
      'heightCm',
    ]);
    expect(matchColumns(['AUTORIZACIÓN DATOS', 'Datos sensibles', 'Recordatorios'])).toEqual([
      'personalAuthorization',
      'sensitiveAuthorization',
      'remindersAuthorization',
    ]);
  });

  it('R47: Sí and No as a sheet spells them; anything else is unreadable', () => {
    for (const yes of ['Sí', 'si', 'SÍ', 'S', 'x', 'X', 'sí.', 1, true])
      expect(readYesNoCell(yes)).toEqual({ ok: true, value: true });
    for (const no of ['No', 'no', 'N', 'NO.', 0, false]) expect(readYesNoCell(no)).toEqual({ ok: true, value: false });
    expect(readYesNoCell('  ')).toEqual({ ok: true, value: null });
    expect(readYesNoCell('tal vez')).toEqual({
      ok: false,
      reason: 'No es Sí ni No ("tal vez"); escribe Sí, No o déjala vacía.',
    });
  });

  it('R47: Sí to all records the authorisation by formulario, with the weight and height', () => {
    const decided = decide(['Sí', 'si', 'x']);
    expect(decided).toMatchObject({ ok: true, member: { weightKg: 70, heightCm: 170 }, notes: [] });
    expect(commandOf(decided)?.authorization).toEqual({
      personal: true,
      sensitive: true,
      reminders: true,
      method: 'formulario',
    });
  });

  it('R47: without the sensitive authorisation the row imports its personal data but never its weight or height', () => {
    const decided = decide(['Sí', 'No', 'N']);
    expect(decided).toMatchObject({ ok: true, member: { name: 'Ana Pérez', weightKg: null, heightCm: null } });
    expect(commandOf(decided)?.authorization).toEqual({
      personal: true,
      sensitive: false,
      reminders: false,
      method: 'formulario',
    });
    expect(decided.ok ? decided.notes.map(rowProblemText) : []).toEqual([
      'Fila 2: Autoriza datos sensibles: sin autorización de datos sensibles; el peso y la altura de la hoja no se importaron (Ley 1581 de 2012).',
    ]);
    // A blank sensitive answer is no authorisation either.
    expect(decide(['Sí', '', ''])).toMatchObject({ ok: true, member: { weightKg: null, heightCm: null } });
  });

  it('R47: a blank Autoriza datos reads "Autorización pendiente": no authorisation recorded, no health data', () => {
    const decided = decide(['', 'Sí', 'Sí']);
    expect(decided).toMatchObject({ ok: true, member: { weightKg: null, heightCm: null } });
    expect(commandOf(decided)?.authorization).toBeNull();
    expect(decided.ok ? decided.notes.map((note) => note.field) : []).toEqual(['personalAuthorization']);
    // A sheet without the columns: pending, and no note when it has no health data.
    expect(decideImportRow(ana, mapping, source(2), context)).toMatchObject({
      ok: true,
      command: { authorization: null },
      notes: [],
    });
  });

  it('R47: No to Autoriza datos, or an unreadable answer, is an error of the row', () => {
    const refused = decide(['No', 'Sí', 'Sí'], ['', ''], 7);
    expect(refused.ok ? [] : refused.problems.map(rowProblemText)).toEqual([
      'Fila 7: Autoriza datos: Sin la autorización de datos personales no se puede registrar al usuario (Ley 1581 de 2012).',
    ]);
    const unreadable = decide(['Sí', 'quizás', 'Sí'], ['', ''], 8);
    expect(unreadable.ok ? [] : unreadable.problems.map((problem) => problem.field)).toEqual([
      'sensitiveAuthorization',
    ]);
  });

  describe("R47: 'Cómo la dio', how the authorisation was given, as the add form records it", () => {
    const HOW = [...HEADERS, 'Autoriza datos', 'Medio de autorización'];
    const decideHow = (answer: SheetCell, how: SheetCell, cells: SheetCell[] = ana, row = 2) =>
      decideImportRow([...cells, answer, how], matchColumns(HOW), source(row), context);

    it('is matched by its header and common variants', () => {
      expect(matchColumns(HOW).slice(HEADERS.length)).toEqual(['personalAuthorization', 'authorizationMethod']);
      for (const header of ['Cómo la dio', 'COMO LA DIO', 'Medio', 'Forma de autorización', 'Método de autorización'])
        expect(matchColumns([header])).toEqual(['authorizationMethod']);
    });

    it('reads the ways a sheet writes it as the add form’s four; blank is the gym’s form', () => {
      const cases: [SheetCell, string][] = [
        ['Escrito', 'firma'],
        ['FIRMADO', 'firma'],
        ['Verbal', 'verbal'],
        ['whatsapp', 'whatsapp'],
        ['Digital', 'formulario'],
        ['Formulario web', 'formulario'],
      ];
      for (const [cell, method] of cases) {
        expect(readAuthorizationMethodCell(cell)).toEqual({ ok: true, value: method });
        expect(decideHow('Sí', cell)).toMatchObject({ ok: true, command: { authorization: { method } } });
      }
      expect(decideHow('Sí', '')).toMatchObject({ ok: true, command: { authorization: { method: 'formulario' } } });
    });

    it('an unknown way is a problem of the row, listed with every other one (R46)', () => {
      const wrong = ['', ...ana.slice(1, 4), 'Otro', ...ana.slice(5)];
      const decided = decideHow('Sí', 'paloma mensajera', wrong, 9);
      expect(decided.ok ? [] : decided.problems.map((problem) => problem.field).sort()).toEqual([
        'authorizationMethod',
        'gender',
        'name',
      ]);
      expect(decided.ok ? [] : decided.problems.map(rowProblemText)).toContain(
        'Fila 9: Cómo la dio: No se sabe cómo se dio la autorización ("paloma mensajera"); escribe Firma, Verbal, WhatsApp o Formulario, o déjala vacía.',
      );
    });
  });

  it('R47: the report says how many rows had their health data left out, and why', () => {
    const notes = [
      decide(['Sí', 'No', 'No'], undefined, 2),
      decide(['', '', ''], undefined, 3),
      decide(['Sí', 'Sí', 'Sí']),
    ].flatMap((decided) => (decided.ok ? decided.notes : []));
    expect(healthLeftOutRows(notes)).toBe(2);
    const lines = importReportLines(
      {
        file: 'socios.xlsx',
        sheet: 'Hoja1',
        rows: 3,
        dryRun: true,
        toImport: 3,
        imported: 0,
        errors: [],
        existing: [],
        notes,
      },
      'screen',
    );
    expect(lines).toContain('Filas importadas sin peso ni altura por no tener autorización de datos sensibles: 2.');
  });
});

describe('R34: repeats and existing members are set aside', () => {
  const rows = (...cells: SheetCell[][]): SheetRow[] => cells.map((row, index) => ({ row: index + 2, cells: row }));
  const beto: SheetCell[] = ['Beto Muñoz', '', '3109876543', 'Cra 7', 'M', 'Quincena', '2026-02-20', '0'];

  it('empty rows are skipped; a row repeating an earlier one of the file is an error', () => {
    const check = checkSheet(
      rows(
        ana,
        ['', null, ' '],
        beto,
        ['BETO MUNOZ', '', '310 987 6543', 'Cra 7', 'M', 'Quincena', '2026-02-20', '0'],
        [...ana],
      ),
      mapping,
      'socios.xlsx',
      context,
      new KnownMembers([]),
    );
    expect(check.rows).toBe(4);
    expect(check.toImport.map((row) => row.row)).toEqual([2, 4]);
    expect(check.errors.map(rowProblemText)).toEqual([
      'Fila 5: Repite la fila 4 (mismo nombre y teléfono).',
      'Fila 6: Repite la fila 2 (misma cédula).',
    ]);
  });

  it('a row whose cédula, or name and phone, is already a member is "ya existe"', () => {
    const known = new KnownMembers([
      { memberId: 'm1', name: 'Otra Persona', phone: '3000000000', cedula: '1023456789' },
      { memberId: 'm2', name: 'Beto  Muñoz', phone: '+57 310 987 6543', cedula: null },
    ]);
    const check = checkSheet(rows(ana, beto), mapping, 'socios.xlsx', context, known);
    expect(check.toImport).toEqual([]);
    expect(check.existing.map(({ row, matchedBy, memberId }) => [row, matchedBy, memberId])).toEqual([
      [2, 'cedula', 'm1'],
      [3, 'name-phone', 'm2'],
    ]);
  });

  it('issue 41: names as typed are counted; written in title case only when asked, the same person either way', () => {
    const shouted: SheetCell[] = ['BETO DE LA HOZ', '', '3109876543', 'Cra 7', 'M', 'Quincena', '2026-02-20', '0'];
    const asTyped = checkSheet(rows(ana, shouted), mapping, 'socios.xlsx', context, new KnownMembers([]));
    expect(asTyped.namesToCase).toBe(1);
    expect(asTyped.toImport.map((row) => row.member.name)).toEqual(['Ana Pérez', 'BETO DE LA HOZ']);
    const cased = checkSheet(rows(ana, shouted), mapping, 'socios.xlsx', context, new KnownMembers([]), {
      nameCase: true,
    });
    expect(cased.namesToCase).toBe(1);
    expect(cased.toImport.map((row) => row.member.name)).toEqual(['Ana Pérez', 'Beto de la Hoz']);
    expect(JSON.stringify(cased.toImport[1]?.command)).toContain('"name":"Beto de la Hoz"');
    expect(cased.toImport[1]?.twinKey).toBe(asTyped.toImport[1]?.twinKey);
  });

  it('the twin key forgives case, accents, spaces and +57', () =>
    expect(memberTwinKey('  José   MUÑOZ ', '+57 300-123-4567')).toBe(memberTwinKey('jose muñoz', '3001234567')));

  it('the report lists rows in error and rows that exist, by number, in Spanish', () => {
    const known = new KnownMembers([{ memberId: 'm1', name: 'Ana', phone: '1', cedula: '1023456789' }]);
    const check = checkSheet(
      rows(ana, [...beto.slice(0, 2), '', ...beto.slice(3)]),
      mapping,
      'socios.xlsx',
      context,
      known,
    );
    const lines = importReportLines(
      {
        ...check,
        toImport: 0,
        file: 'socios.xlsx',
        sheet: 'Hoja1',
        dryRun: false,
        imported: 0,
      },
      'terminal',
    );
    expect(lines).toEqual([
      'Archivo socios.xlsx, hoja Hoja1: 2 filas con datos.',
      'Usuarios importados: 0.',
      'Filas con errores, no importadas: 1. De ellas no se escribió nada: corrígelas y vuelve a importar el archivo (lo ya importado no se repite).',
      '  Fila 3: Teléfono: El teléfono es obligatorio.',
      'Filas que ya existen, no repetidas: 1',
      '  Fila 2: ya existe (cédula 1.023.456.789)',
    ]);
  });
});

describe('the rows in error as the screen lists them', () => {
  const problem = (row: number, field: RowProblem['field'], reason: string): RowProblem => ({
    row,
    field,
    message: reason,
  });

  it('runs of rows as ranges, joined as Spanish joins a list', () => {
    expect(rowRangesText([11, 3, 4, 5, 6, 9, 12, 13, 27])).toBe('3 a 6, 9, 11 a 13 y 27');
    expect(rowRangesText([8])).toBe('8');
    expect(rowRangesText([3, 4])).toBe('3 y 4');
  });

  it('rows with the same reason under the same column are one line, in the order of their first row', () => {
    const missing = 'La dirección es obligatoria.';
    const problems = [
      problem(5, 'address', missing),
      problem(3, 'address', missing),
      problem(7, 'plan', 'Plan desconocido ("Anualidad").'),
      problem(4, 'address', missing),
      problem(9, null, 'Repite la fila 3 (misma cédula).'),
      problem(10, null, 'Repite la fila 3 (misma cédula).'),
      problem(11, 'address', missing),
    ];
    expect(groupedProblemLines(problems)).toEqual([
      'Filas 3 a 5 y 11: Dirección: La dirección es obligatoria.',
      'Fila 7: Plan: Plan desconocido ("Anualidad").',
      'Filas 9 y 10: Repite la fila 3 (misma cédula).',
    ]);
  });
});
