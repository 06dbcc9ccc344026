// The add-user form: spec §5's checks in Spanish before anything is sent, then the registration itself.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { errorBody, installFakeFetch, receptionAccount, signedInAccount } from '../../../testing/fake-fetch';
import { useSessionStore } from '../../../stores/session-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { answerAuthorization } from '../../../testing/answer-authorization';
import { AddMemberForm } from './add-member-form';
import { aSpecPlan } from '../../../testing/api-builders';

/** What the form sent, leaving out the plan prices it reads to show (R24). */
const sent = (fake: ReturnType<typeof installFakeFetch>) =>
  fake.requests.filter((request) => request.path !== '/api/plans' && !request.path.startsWith('/api/member-matches'));

function showForm(onDone = jest.fn()) {
  renderWithProviders(<AddMemberForm onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
const save = () => screen.getByRole('button', { name: 'Guardar Usuario' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await answerAuthorization(user);
  await user.type(input('Nombre'), '  Carlos Pérez ');
  await user.type(input('Dirección'), 'Carrera 7 # 12-30');
  await user.type(input('Teléfono'), '3104567890');
  await user.selectOptions(input('Género'), 'male');
  await user.type(input('Pago realizado'), '0');
}

describe('AddMemberForm', () => {
  afterEach(() => jest.useRealTimers());

  it('every field has a label; the entry date defaults to today in the gym’s time zone (R1)', () => {
    jest.useFakeTimers({
      now: new Date('2026-03-11T04:30:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    showForm();
    // R47: weight and height are sensitive data, offered once the member authorises them.
    expect(screen.queryByLabelText('Peso (kg)', { exact: false })).not.toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: /datos sensibles/ })).getByRole('radio', { name: 'Sí' }),
    );
    for (const label of [
      'Nombre',
      'Dirección',
      'Teléfono',
      'Género',
      'Cumpleaños',
      'Plan',
      'Fecha de ingreso',
      'Pago realizado',
      'Peso (kg)',
      'Altura (cm)',
      'Observaciones',
    ]) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(input('Fecha de ingreso')).toHaveValue('10/03/2026');
    expect(input('Plan')).toHaveValue('monthly');
  });

  it('issue 41: a name typed in lower or upper case is offered in title case, changed only when taken', async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await user.type(input('Nombre'), 'jorge mauricio DE LA hoz');
    const hint = screen.getByTestId('name-case-hint');
    expect(hint).toHaveTextContent('¿Escribirlo así? Jorge Mauricio de la Hoz');
    // Seen, not applied: the field keeps what was typed until 'Usar'.
    expect(input('Nombre')).toHaveValue('jorge mauricio DE LA hoz');
    await user.click(screen.getByRole('button', { name: 'Usar' }));
    expect(input('Nombre')).toHaveValue('Jorge Mauricio de la Hoz');
    expect(screen.queryByTestId('name-case-hint')).not.toBeInTheDocument();
    expect(sent(fake)).toEqual([]);
  });

  it('spec §5: names every missing required field in Spanish and sends nothing', async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();

    await user.click(save());

    for (const key of [
      'MEMBER.NAME_REQUIRED',
      'MEMBER.ADDRESS_REQUIRED',
      'MEMBER.PHONE_REQUIRED',
      'MEMBER.GENDER_INVALID',
    ] as const) {
      expect(screen.getByText(message(key))).toBeInTheDocument();
    }
    expect(sent(fake)).toHaveLength(0);
  });

  it("R36: Enter in Cumpleaños with 'Pago realizado' empty marks it, puts the caret there and sends nothing", async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await fillRequired(user);
    await user.clear(input('Pago realizado'));
    await user.type(input('Cumpleaños'), '14/05/1990{Enter}');

    expect(await screen.findByText(message('MEMBER.AMOUNT_PAID_REQUIRED'))).toBeInTheDocument();
    await waitFor(() => expect(input('Pago realizado')).toHaveFocus());
    expect(sent(fake)).toHaveLength(0);
  });

  it("R36: the same name and phone as a member shows who and asks; 'Cancelar' registers nothing", async () => {
    const match = { id: 'm-1', name: 'Carlos Pérez', phone: '3104567890', cedula: null, plan: 'monthly' };
    const fake = installFakeFetch({
      'GET /api/member-matches': {
        status: 200,
        body: { items: [{ ...match, expiresOn: null, debt: 0, ticketDaysUsed: 0, status: 'active' }] },
      },
      'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } },
    });
    const { user } = showForm();
    await fillRequired(user);
    await user.click(save());

    expect(await screen.findByText(message('USERS.DUPLICATE_CONFIRM'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carlos Pérez' })).toHaveAttribute('href', '/users/m-1');
    expect(fake.requests.find((request) => request.path.startsWith('/api/member-matches'))?.path).toBe(
      '/api/member-matches?name=Carlos+P%C3%A9rez&phone=3104567890',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(sent(fake)).toHaveLength(0);

    await user.click(save());
    await user.click(await screen.findByTestId('confirm-duplicate'));
    await waitFor(() => expect(sent(fake).filter((request) => request.method === 'POST')).toHaveLength(1));
  });

  it('R37: a phone that is no phone and a height in metres are refused under their fields', async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await fillRequired(user);
    await user.clear(input('Teléfono'));
    await user.type(input('Teléfono'), 'abc');
    await user.type(input('Altura (cm)'), '1,78');
    await user.click(save());

    expect(screen.getByText(message('MEMBER.PHONE_INVALID'))).toBeInTheDocument();
    expect(screen.getByText(message('MEMBER.HEIGHT_IN_METRES'))).toBeInTheDocument();
    expect(sent(fake)).toHaveLength(0);
  });

  it('refuses a weight or height beyond the limits', async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await fillRequired(user);
    await user.type(input('Peso (kg)'), '600');
    await user.type(input('Altura (cm)'), '350');

    await user.click(save());

    expect(screen.getByText(message('MEMBER.WEIGHT_INVALID'))).toBeInTheDocument();
    expect(screen.getByText(message('MEMBER.HEIGHT_INVALID'))).toBeInTheDocument();
    expect(sent(fake)).toHaveLength(0);
  });

  it('shows the plan’s price and the debt it leaves', async () => {
    const { user } = showForm();
    await user.selectOptions(input('Plan'), 'ticket_book');
    await user.clear(input('Pago realizado'));
    await user.type(input('Pago realizado'), '20000');
    expect(screen.getByTestId('price-preview')).toHaveTextContent(
      /Precio del plan: \$\s50\.000 · Deuda inicial: \$\s30\.000/,
    );
  });

  it('R39: the preview shows the price charged after the discount and the debt it leaves', async () => {
    useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
    const { user } = showForm();
    await user.selectOptions(input('Plan'), 'ticket_book');
    await user.clear(input('Pago realizado'));
    await user.type(input('Pago realizado'), '20000');
    await user.click(screen.getByRole('switch', { name: 'Aplicar descuento' }));
    await user.type(screen.getByRole('textbox', { name: 'Descuento' }), '20%');
    expect(screen.getByTestId('discount-total')).toHaveTextContent(
      /Precio de lista: \$\s50\.000 · Descuento: − \$\s10\.000 · Total a pagar: \$\s40\.000/,
    );
    expect(screen.getByTestId('price-preview')).toHaveTextContent(
      /Precio del plan: \$\s40\.000 · Deuda inicial: \$\s20\.000/,
    );
  });

  it.each([
    ['-20 %', 'DISCOUNT.NEGATIVE'],
    ['−20', 'DISCOUNT.NEGATIVE'],
    ['150', 'DISCOUNT.PERCENT_OVER_100'],
    ['veinte', 'DISCOUNT.NOT_A_NUMBER'],
  ] as const)('R39: %j is refused as it is typed, and nothing is taken off', async (text, code) => {
    useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
    const { user } = showForm();
    await user.selectOptions(input('Plan'), 'ticket_book');
    await user.click(screen.getByRole('switch', { name: 'Aplicar descuento' }));
    await user.type(screen.getByRole('textbox', { name: 'Descuento' }), text);
    expect(screen.getByText(message(code))).toBeInTheDocument();
    expect(screen.getByTestId('discount-total')).toHaveTextContent(
      /^Precio de lista: \$\s50\.000 · Total a pagar: \$\s50\.000$/,
    );
    expect(screen.getByTestId('price-preview')).toHaveTextContent(/Precio del plan: \$\s50\.000/);
  });

  it('R39: Recepción over the owner’s limit (0 % by default) is refused as it is typed, naming the limit', async () => {
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    const { user } = showForm();
    await user.click(screen.getByRole('switch', { name: 'Aplicar descuento' }));
    await user.type(screen.getByRole('textbox', { name: 'Descuento' }), '20 %');
    expect(screen.getByText(message('DISCOUNT.OVER_RECEPTION_LIMIT', { limite: 0 }))).toBeInTheDocument();
  });

  it('an amount that is not valid leaves the debt out of the preview instead of "$ NaN"', async () => {
    const { user } = showForm();
    await user.selectOptions(input('Plan'), 'ticket_book');
    await user.clear(input('Pago realizado'));
    await user.type(input('Pago realizado'), '-100');
    expect(screen.getByTestId('price-preview')).toHaveTextContent(/^Precio del plan: \$\s50\.000$/);
  });

  it('R24: the plan picker and the debt preview use today’s prices from the server', async () => {
    installFakeFetch({
      'GET /api/plans': {
        status: 200,
        body: [
          aSpecPlan('fortnight', 40_000),
          aSpecPlan('monthly', 90_000, [{ effectiveFrom: '2026-04-01', price: 95_000 }]),
          aSpecPlan('ticket_book', 50_000),
        ],
      },
    });
    showForm();
    await waitFor(() =>
      expect(screen.getByTestId('price-preview')).toHaveTextContent(
        /Precio del plan: \$\s90\.000 · Deuda inicial: \$\s90\.000/,
      ),
    );
    expect(screen.getByRole('option', { name: /Mensualidad \(\$\s90\.000\)/ })).toBeInTheDocument();
  });

  it('registers the member trimmed, with decimals, says so and resets', async () => {
    const fake = installFakeFetch({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const { user, onDone } = showForm();
    await fillRequired(user);
    await user.selectOptions(input('Plan'), 'fortnight');
    await user.clear(input('Pago realizado'));
    await user.type(input('Pago realizado'), '40000');
    await user.type(input('Peso (kg)'), '72,5');
    await user.type(input('Altura (cm)'), '178.4');
    await user.type(input('Cumpleaños'), '1995-08-20');
    await user.type(input('Correo electrónico'), ' Carlos@Correo.com ');

    await user.click(save());

    expect(await screen.findByText('Usuario agregado correctamente.')).toBeInTheDocument();
    expect(sent(fake)[0]?.body).toEqual({
      authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
      details: {
        name: 'Carlos Pérez',
        address: 'Carrera 7 # 12-30',
        phone: '3104567890',
        gender: 'male',
        birthday: '1995-08-20',
        notes: '',
        weightKg: 72.5,
        heightCm: 178.4,
        cedula: null,
        email: 'carlos@correo.com',
      },
      plan: 'fortnight',
      joinedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amountPaid: 40_000,
      method: 'cash',
      reference: null,
    });
    expect(sent(fake)[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(onDone).toHaveBeenCalled();
    expect(input('Nombre')).toHaveValue('');
  });

  it('R18: a failed registration says so and keeps what was typed', async () => {
    installFakeFetch({ 'POST /api/members': 'network-error' });
    const { user, onDone } = showForm();
    await fillRequired(user);

    await user.click(save());

    expect(await screen.findByText('Error al agregar el usuario. Por favor, inténtalo de nuevo.')).toBeInTheDocument();
    expect(input('Nombre')).toHaveValue('  Carlos Pérez ');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a retry of the same values sends the same Idempotency-Key', async () => {
    const fake = installFakeFetch({
      'POST /api/members': { status: 503, body: errorBody(503, 'SERVER.UNAVAILABLE', message('SERVER.UNAVAILABLE')) },
    });
    const { user } = showForm();
    await fillRequired(user);
    await user.click(save());
    expect(await screen.findByText(message('SERVER.UNAVAILABLE'))).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(sent(fake)).toHaveLength(2));
    expect(sent(fake)[1]?.headers['Idempotency-Key']).toBe(sent(fake)[0]?.headers['Idempotency-Key']);
  });
});

describe('AddMemberForm: cédula and how the initial payment came in (issue 10)', () => {
  it('sends the cédula as digits and the method and reference of the amount paid', async () => {
    const fake = installFakeFetch({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const { user } = showForm();
    await fillRequired(user);
    await user.type(input('Cédula'), '1.023.456.789');
    expect(screen.queryByLabelText('Medio de pago', { exact: false })).not.toBeInTheDocument();
    await user.clear(input('Pago realizado'));
    await user.type(input('Pago realizado'), '80000');
    expect(input('Medio de pago')).toHaveValue('cash');
    await user.selectOptions(input('Medio de pago'), 'Nequi');
    await user.type(input('Referencia'), '3001112233');

    await user.click(save());

    await waitFor(() => expect(sent(fake).filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent(fake).filter((request) => request.method === 'POST')[0]?.body).toMatchObject({
      details: { cedula: '1023456789' },
      amountPaid: 80_000,
      method: 'nequi',
      reference: '3001112233',
    });
  });

  it('refuses a cédula that is not 5 to 12 digits, in Spanish, before sending', async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await fillRequired(user);
    await user.type(input('Cédula'), '12-34');
    await user.click(save());
    expect(screen.getByText('La cédula debe tener solo números, entre 5 y 12 dígitos.')).toBeInTheDocument();
    expect(sent(fake)).toHaveLength(0);
  });

  it("the server's refusal names who has the cédula, under the field and in a notification", async () => {
    const taken = 'La cédula 1023456789 ya pertenece a Ana Pérez.';
    installFakeFetch({
      'POST /api/members': { status: 409, body: errorBody(409, 'MEMBER.CEDULA_TAKEN', taken, 'details.cedula') },
    });
    const { user } = showForm();
    await fillRequired(user);
    await user.type(input('Cédula'), '1023456789');
    await user.click(save());
    expect(await screen.findAllByText(taken)).toHaveLength(2);
    expect(input('Cédula')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Nombre')).toHaveValue('  Carlos Pérez ');
  });
});

describe('AddMemberForm: credit and the next member (issue 16)', () => {
  const posts = (fake: ReturnType<typeof installFakeFetch>) =>
    fake.requests.filter((request) => request.method === 'POST');

  it('paying more than the plan costs asks first; "Cancelar" sends nothing', async () => {
    const fake = installFakeFetch({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const { user } = showForm();
    await fillRequired(user);
    await user.type(input('Pago realizado'), '81100');
    await user.click(save());
    expect(
      await screen.findByText(/Con este pago quedaría un saldo a favor de \$\s1\.100\. ¿Registrarlo de todos modos\?/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(posts(fake)).toHaveLength(0);
    await user.click(save());
    await user.click(await screen.findByTestId('confirm-credit'));
    await waitFor(() => expect(posts(fake)).toHaveLength(1));
    expect(posts(fake)[0]?.body).toMatchObject({ amountPaid: 81_100 });
  });

  it('"Guardar y agregar otro" saves and leaves the form open and empty', async () => {
    installFakeFetch({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const { user } = showForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Guardar y agregar otro' }));
    expect(await screen.findByText('Usuario agregado correctamente.')).toBeInTheDocument();
    expect(input('Nombre')).toHaveValue('');
    expect(input('Nombre')).toHaveFocus();
  });
});

describe('AddMemberForm: the data authorisation (R47)', () => {
  it('asks the three questions and how before saving; unanswered, nothing is sent', async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await user.type(input('Nombre'), 'Carlos Pérez');
    await user.type(input('Dirección'), 'Carrera 7 # 12-30');
    await user.type(input('Teléfono'), '3104567890');
    await user.selectOptions(input('Género'), 'male');
    await user.type(input('Pago realizado'), '0');
    await user.click(save());
    expect(await screen.findAllByText('Responde Sí o No.')).toHaveLength(3);
    expect(
      screen.getByText('Indica cómo dio la autorización: firma, verbal, WhatsApp o formulario.'),
    ).toBeInTheDocument();
    expect(sent(fake)).toEqual([]);
  });

  it("'No' to personal data says the member cannot be registered and sends nothing", async () => {
    const fake = installFakeFetch({});
    const { user } = showForm();
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('radiogroup', { name: /datos personales/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(save());
    expect(
      await screen.findAllByText(/Sin la autorización de datos personales no se puede registrar/),
    ).not.toHaveLength(0);
    expect(sent(fake)).toEqual([]);
  });

  it("'No' to sensitive data hides weight and height and sends none", async () => {
    const fake = installFakeFetch({ 'POST /api/members': { status: 201, body: { id: 'm-9', position: 3 } } });
    const { user } = showForm();
    await fillRequired(user);
    await user.type(input('Peso (kg)'), '70');
    await user.click(
      within(screen.getByRole('radiogroup', { name: /datos sensibles/ })).getByRole('radio', { name: 'No' }),
    );
    expect(screen.queryByLabelText('Peso (kg)', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText('Sin autorización de datos sensibles')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(sent(fake).filter(({ method }) => method === 'POST')).toHaveLength(1));
    expect(sent(fake)[0]?.body).toMatchObject({
      authorization: { personal: true, sensitive: false, reminders: true, method: 'firma' },
      details: { weightKg: null, heightCm: null },
    });
  });
});
