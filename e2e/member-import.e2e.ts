// Importar usuarios (issue 29, R34) in Chromium: the owner drops a sheet, corrects one column's
// field, sees the rows in error and the one that exists, imports, and finds the members in Usuarios.
import ExcelJS from 'exceljs';
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { WIDE } from './support/screen';
import { signIn } from './support/sign-in';

test.use({ viewport: WIDE });

async function sheetBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Socios');
  sheet.addRow(['Nombre', 'Cédula', 'Celular', 'Dir. residencia', 'Género', 'Plan', 'Fecha de ingreso', 'Pagado']);
  sheet.addRow([
    'Valentina Ibáñez',
    '52.123.456',
    '3001112233',
    'Calle 45 # 12-30',
    'Femenino',
    'Mensualidad',
    new Date('2026-02-02T00:00:00Z'),
    '$ 80.000',
  ]);
  sheet.addRow(['Sebastián Muñoz', '', '3104445566', 'Cra 7 # 8-9', 'M', 'Tiquetera', '15/02/2026', 20000]);
  sheet.addRow(['Ya Registrada', '1.023.456.789', '3009998877', 'Calle 1', 'F', 'Quincena', '2026-02-20', 0]);
  sheet.addRow(['Plan Raro', '', '3207776655', 'Calle 2', 'F', 'Anualidad', '2026-02-20', 0]);
  sheet.addRow(['Sin Fecha', '', '3151234567', 'Calle 3', 'F', 'Quincena', '31/02/2026', 0]);
  sheet.getCell('G2').numFmt = 'dd/mm/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('R34: the owner imports a sheet, corrects a column, sees the errors and finds the members in Usuarios', async ({
  page,
}) => {
  await signIn(page);
  await registerMember(page.request, { name: 'Ya Registrada', cedula: '1023456789', phone: '3009998877' });
  await page.getByRole('navigation').getByRole('link', { name: 'Usuarios' }).click();
  await page.getByRole('link', { name: 'Importar usuarios' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Importar usuarios' })).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({
    name: 'socios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheetBytes(),
  });
  const errors = page.getByTestId('import-errors');
  const notes = page.getByTestId('import-notes');
  // R46: with no column for it, the address would import as 'Pendiente'; rows that share a note share a line.
  await expect(notes).toContainText(/Filas 2 (a|y) \d: Dirección: vacía, se importó como «Pendiente»\./);
  await expect(page.getByLabel('Campo de la columna Celular')).toHaveValue('phone');

  // 'Dir. residencia' was not recognised: the owner says it is the Dirección.
  await page.getByLabel('Campo de la columna Dir. residencia').selectOption('address');
  await expect(notes).toHaveCount(0);
  await expect(errors).toContainText(
    'Fila 5: Plan: Plan desconocido ("Anualidad"): se esperaba Quincena, Mensualidad o Tiquetera.',
  );
  await expect(errors).toContainText(
    'Fila 6: Fecha de ingreso: No es una fecha ("31/02/2026"); escríbela dd/mm/aaaa o aaaa-mm-dd.',
  );
  await expect(page.getByTestId('import-existing')).toContainText('Fila 4: ya existe (cédula 1.023.456.789)');
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText('Valentina Ibáñez');
  await expect(preview).toContainText('52.123.456');
  await expect(preview).toContainText('02/03/2026'); // Mensualidad from 02/02/2026 (R4)
  await expect(preview).toContainText('N/A (Tiquetera)'); // R5
  await page.screenshot({ path: screenshotPath('importar-usuarios-revision'), fullPage: true });

  await page.getByRole('button', { name: 'Importar 2 usuarios' }).click();
  await expect(page.getByTestId('import-done')).toContainText('Importación terminada: 2 usuarios importados.');
  await page.screenshot({ path: screenshotPath('importar-usuarios-terminado'), fullPage: true });
  await page.getByRole('link', { name: 'Ver usuarios' }).click();
  const list = page.getByTestId('member-list');
  await expect(list).toContainText('Valentina Ibáñez');
  await expect(list).toContainText('Sebastián Muñoz');
  await expect(list).not.toContainText('Plan Raro');
});

/**
 * A gym's own sheet, as typed: 'F. Inicio', heights in metres, no address column, a CSV with ';',
 * and the authorisation's columns spelt as people do (R47): Daniela said no to sensitive data,
 * Andrés's authorisation is blank (pending).
 */
const GYM_CSV = [
  'Nombre;Celular;Sexo;Plan;F. Inicio;Pagado;Estatura;F. Nacimiento;Autoriza datos;Autoriza datos sensibles;Acepta recordatorios',
  'Camilo Restrepo;3001230001;M;Mensualidad;01/11/2026;80.000;1,78;14/05/1990;SÍ;x;si',
  'Daniela Gómez;3001230002;F;Quincena;15/11/2026;50.000;1,62;;si;N;no',
  'Andrés Ruiz;3001230003;M;Mensualidad;20/11/2026;0;175;;;;',
].join('\r\n');

test('R46: a sheet with "F. Inicio", heights in metres and no addresses imports whole', async ({ page }) => {
  await signIn(page);
  await page.goto('/users/import');
  await page.locator('input[type=file]').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(GYM_CSV, 'utf8'),
  });
  await expect(page.getByLabel('Campo de la columna F. Inicio')).toHaveValue('joinedOn');
  await expect(page.getByLabel('Campo de la columna F. Nacimiento')).toHaveValue('birthday');
  await expect(page.getByTestId('import-errors')).toHaveCount(0);
  const notes = page.getByTestId('import-notes');
  await expect(notes).toContainText('Filas 2 a 4: Dirección: vacía, se importó como «Pendiente».');
  await expect(notes).toContainText('Fila 2: Altura: 1,78 se leyó en metros: 178 cm.');
  // R47: without the sensitive authorisation (refused or pending) the height is left out, and counted.
  await expect(notes).toContainText('Fila 3: Autoriza datos sensibles: sin autorización de datos sensibles');
  await expect(notes).toContainText('Fila 4: Autoriza datos: vacía: Autorización pendiente');
  await expect(page.getByTestId('import-health-left-out')).toHaveText(
    'Filas importadas sin peso ni altura por no tener autorización de datos sensibles: 2.',
  );
  await page.getByRole('button', { name: 'Importar 3 usuarios' }).click();
  await expect(page.getByTestId('import-done')).toContainText('3 usuarios importados');

  await page.goto('/users');
  await page.getByTestId('member-list').getByText('Camilo Restrepo').click();
  await expect(page.getByTestId('address-pending')).toHaveText('Dirección pendiente');
  await expect(page.getByTestId('card-personal-info')).toBeVisible();
  // R43: what the sheet says was paid is a saldo migrado: in the profile, without a receipt; in no Pagos.
  const payments = page.getByTestId('card-payments');
  await expect(payments).toContainText('Saldo migrado');
  await expect(payments.getByTestId('no-receipt')).toHaveText('Sin recibo');
  await expect(payments.getByTestId('receipt-link')).toHaveCount(0);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Pagos' })).toBeVisible();
  await expect(page.getByText('Camilo Restrepo')).toHaveCount(0);
});
