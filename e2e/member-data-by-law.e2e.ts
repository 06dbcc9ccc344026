// R47–R49 end to end, as issue 39 tells it: a receptionist registers a member who refuses the
// sensitive-data authorisation (the form then asks for no weight or height, and the profile shows
// no health card); the owner opens the member's printable authorisation form, later records the
// member's consulta and answers it with the data report, and carries out a supresión. Ingreso then
// cannot find the member, and the cierre names the payment's holder 'Titular suprimido'.
import { expect, test } from './support/fixtures';
import { answerAuthorization } from './support/authorization';
import { expectNotification, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

const RECEPTION = { email: 'ley@gimnasio.test', password: 'clave-de-recepcion-2026', displayName: 'Lina Ley' } as const;
const NAME = 'Sofía Privada Rincón';

test('a member who refuses sensitive data, her authorisation form, a consulta answered with the report, and her supresión', async ({
  page,
}) => {
  await signInThroughApi(page);
  const created = await page.request.post('/api/staff', { data: { ...RECEPTION, role: 'reception' } });
  expect(created.status(), await created.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { email: RECEPTION.email, password: RECEPTION.password },
  });
  expect(login.status(), await login.text()).toBe(200);

  // Recepción registers her: 'No' to sensitive data, so no weight or height is asked for.
  await page.goto('/users');
  await page.getByRole('button', { name: 'Agregar Usuario' }).click();
  const form = page.getByRole('form', { name: 'Nuevo Usuario' });
  await form.getByLabel('Nombre').fill(NAME);
  await form.getByLabel('Dirección').fill('Carrera 7 # 40-12, Bogotá');
  await form.getByLabel('Teléfono').fill('3104445566');
  await form.getByLabel('Género').selectOption('female');
  await form.getByLabel('Cumpleaños').fill('09/09/1995');
  await form.getByLabel('Plan').selectOption('monthly');
  await form.getByLabel('Pago realizado').fill('80000');
  await answerAuthorization(page, form, { sensitive: false });
  await expect(form.getByLabel('Peso (kg)')).toHaveCount(0);
  await expect(form.getByLabel('Altura (cm)')).toHaveCount(0);
  await form.getByRole('button', { name: 'Guardar Usuario' }).click();
  await expectNotification(page, 'Usuario agregado correctamente.');
  await page.getByRole('link', { name: `Ver perfil de ${NAME}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  await expect(page.getByTestId('health-not-authorized')).toHaveText('Sin autorización de datos sensibles');
  await expect(page.getByTestId('card-body-composition')).toHaveCount(0);
  const profileUrl = page.url();

  // Ingreso finds her today.
  await page.goto('/check-in');
  await page.getByTestId('check-in-search').fill('Sofía Privada');
  await expect(page.getByRole('region', { name: 'Resultados de la búsqueda' })).toContainText(NAME);

  // The owner prints her authorisation form, filled with her data and a signature line.
  await signInThroughApi(page);
  await page.goto(profileUrl);
  await page.getByTestId('card-authorization').getByRole('link', { name: 'Formulario de autorización' }).click();
  const sheet = page.getByTestId('authorization-sheet');
  await expect(sheet.getByTestId('authorization-member')).toContainText(NAME);
  await expect(sheet).toContainText('Firma del titular');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  // Her consulta: recorded, then answered with the data report.
  await page.goto('/data-requests');
  await page.getByRole('button', { name: 'Registrar solicitud' }).click();
  const request = page.getByRole('form', { name: 'Registrar una consulta o un reclamo' });
  await request.getByRole('searchbox').fill('Sofía');
  await request.getByRole('button', { name: NAME }).click();
  await request.getByLabel('Tipo').selectOption('consulta');
  await request.getByLabel('Lo que pidió').fill('Pide saber qué datos suyos tiene el gimnasio.');
  await request.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText(/^Solicitud registrada\. Vence el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await page.goto(profileUrl);
  await page.getByTestId('card-member-rights').getByRole('link', { name: 'Reporte de datos' }).click();
  const report = page.getByTestId('data-report');
  await expect(report).toContainText(NAME);
  await expect(report).toContainText('3104445566');
  await page.goto('/data-requests');
  await page
    .getByTestId('data-request-row')
    .filter({ hasText: NAME })
    .getByRole('button', { name: 'Responder' })
    .click();
  const answer = page.getByRole('dialog', { name: `Responder la solicitud de ${NAME}` });
  await answer
    .getByRole('textbox', { name: 'Respuesta', exact: true })
    .fill('Se le entregó el reporte de datos impreso y en JSON.');
  await answer.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(page.getByText('Respuesta guardada.')).toBeVisible();

  // The supresión: then Ingreso finds nobody and the cierre names the holder 'Titular suprimido'.
  await page.goto(profileUrl);
  await page.getByTestId('card-member-rights').getByRole('button', { name: 'Suprimir datos' }).click();
  const suppress = page.getByRole('dialog', { name: 'Supresión de datos personales' });
  await suppress.getByLabel('Motivo').fill('Lo pidió la titular por escrito');
  await suppress.getByLabel('Escribe el nombre del usuario para confirmar').fill(NAME);
  await suppress.getByRole('button', { name: 'Suprimir para siempre' }).click();
  await expectNotification(page, 'Datos personales suprimidos.');
  await expect(page.getByRole('heading', { name: 'Titular suprimido' })).toBeVisible();

  await page.goto('/check-in');
  await page.getByTestId('check-in-search').fill('Sofía Privada');
  await expect(page.getByText('Ningún usuario coincide con la búsqueda.')).toBeVisible();
  await expect(page.getByTestId('check-in-card')).toHaveCount(0);
  await page.goto('/cash-closing');
  await expect(page.getByText('Titular suprimido').first()).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
});
