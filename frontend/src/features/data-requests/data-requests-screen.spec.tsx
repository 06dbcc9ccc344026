// 'Solicitudes de datos' (R49): the open requests with their due day and where each stands ('Vence en
// N días hábiles', the warning colour at 2 or fewer, 'Vencida'); recording one for a member found by
// the search or for a person by name; answering one; the server's refusal under its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRequestView } from '@gym/domain';
import { errorBody, installFakeFetch, queryOf, signedInAccount, type RecordedRequest } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { useSessionStore } from '../../stores/session-store';
import { DataRequestsScreen } from './data-requests-screen';
import { useDataRequestsStore } from './data-requests-store';

const request = (overrides: Partial<DataRequestView>): DataRequestView => ({
  requestId: 'r-1',
  kind: 'consulta',
  memberId: 'm-1',
  memberName: 'Ana Gómez',
  cedula: null,
  receivedOn: '2026-12-18',
  dueOn: '2027-01-05',
  request: 'Quiere saber qué datos suyos tiene el gimnasio.',
  status: 'on_time',
  businessDaysLeft: 7,
  recordedAt: '2026-12-18T15:00:00.000Z',
  recordedBy: 'Dueña',
  answer: null,
  answeredOn: null,
  answeredBy: null,
  ...overrides,
});

const page = (items: readonly DataRequestView[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const OPEN = [
  request({}),
  request({
    requestId: 'r-2',
    kind: 'reclamo',
    memberId: null,
    memberName: 'Pedro Ruiz',
    dueOn: '2027-01-13',
    status: 'warning',
    businessDaysLeft: 2,
  }),
  request({ requestId: 'r-3', memberName: 'Carla Díaz', memberId: 'm-3', status: 'overdue', businessDaysLeft: -1 }),
  request({ requestId: 'r-4', memberName: 'Luis Mora', memberId: 'm-4', status: 'warning', businessDaysLeft: 0 }),
];

const ANSWERED = request({
  requestId: 'r-5',
  status: 'answered',
  businessDaysLeft: null,
  answer: 'Se le envió el reporte.',
  answeredOn: '2026-12-22',
  answeredBy: 'Dueña',
});

const bodyOf = (recorded: RecordedRequest): unknown => recorded.body;

function showRequests(routes: Parameters<typeof installFakeFetch>[0] = {}) {
  // 10:00 in Bogotá on Monday 28 December 2026.
  jest.useFakeTimers({
    now: new Date('2026-12-28T15:00:00Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
  usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
  useDataRequestsStore.setState({ params: null, data: null, status: 'idle', error: null });
  const fake = installFakeFetch({
    'GET /api/data-requests': (recorded) => {
      const { status = 'open' } = queryOf(recorded);
      if (status === 'answered') return { status: 200, body: page([]) };
      return { status: 200, body: page(status === 'all' ? [ANSWERED] : OPEN) };
    },
    ...routes,
  });
  renderWithProviders(<DataRequestsScreen />);
  return { fake, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('DataRequestsScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the open ones: kind, who (a member linked), received, due and where each stands', async () => {
    const { fake } = showRequests();
    const rows = await screen.findAllByTestId('data-request-row');
    expect(queryOf(fake.requests[0])).toMatchObject({ status: 'open', page: '1' });
    expect(rows[0]).toHaveTextContent('ConsultaAna Gómez');
    expect(rows[0]).toHaveTextContent('18/12/202605/01/2027Vence en 7 días hábiles');
    expect(within(rows[0]).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
    expect(rows[1]).toHaveTextContent('ReclamoPedro Ruiz (No registrado)');
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    const deadlines = screen.getAllByTestId('data-request-deadline');
    expect(deadlines.map((badge) => [badge.textContent, badge.dataset.status])).toEqual([
      ['Vence en 7 días hábiles', 'on_time'],
      ['Vence en 2 días hábiles', 'warning'],
      ['Vencida', 'overdue'],
      ['Vence hoy', 'warning'],
    ]);
  });

  it('shows the answered ones when asked, says when there are none, and all with their answers', async () => {
    const { fake, user } = showRequests();
    await screen.findAllByTestId('data-request-row');
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'Respondidas');
    expect(await screen.findByText('Aún no se ha respondido ninguna solicitud.')).toBeInTheDocument();
    expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ status: 'answered', page: '1' });
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'Todas');
    const [row] = await screen.findAllByTestId('data-request-row');
    expect(row).toHaveTextContent('Registrada por Dueña');
    expect(row).toHaveTextContent('Respuesta: Se le envió el reporte.Respondida por Dueña el 22/12/2026');
    expect(within(row).getByTestId('data-request-deadline')).toHaveTextContent('Respondida el 22/12/2026');
    expect(within(row).queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
  });

  it('records a reclamo of a member found by the search, then reads the list again', async () => {
    const { fake, user } = showRequests({
      'GET /api/members': {
        status: 200,
        body: { items: [{ id: 'm-9', name: 'Marta Ríos' }], total: 1, page: 1, pageSize: 5 },
      },
      'POST /api/data-requests': { status: 201, body: { position: 7, requestId: 'r-9', dueOn: '2027-01-20' } },
    });
    await screen.findAllByTestId('data-request-row');
    await user.click(screen.getByRole('button', { name: 'Registrar solicitud' }));
    const form = screen.getByRole('form', { name: 'Registrar una consulta o un reclamo' });
    await user.type(within(form).getByRole('searchbox'), 'marta');
    await user.click(await within(form).findByRole('button', { name: 'Marta Ríos' }));
    expect(within(form).getByTestId('data-request-member')).toHaveTextContent('Usuario: Marta Ríos');
    expect(within(form).queryByLabelText(/Nombre de quien/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Tipo/), 'Reclamo');
    await user.type(within(form).getByLabelText(/^Lo que pidió/), 'Pide corregir su teléfono.');
    const reads = fake.requests.filter((recorded) => recorded.path.startsWith('/api/data-requests?')).length;
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Solicitud registrada. Vence el 20/01/2027.')).toBeInTheDocument();
    const sent = fake.requests.find((recorded) => recorded.method === 'POST')!;
    expect(bodyOf(sent)).toEqual({
      kind: 'reclamo',
      receivedOn: '2026-12-28',
      request: 'Pide corregir su teléfono.',
      memberId: 'm-9',
    });
    await waitFor(() =>
      expect(fake.requests.filter((recorded) => recorded.path.startsWith('/api/data-requests?')).length).toBe(
        reads + 1,
      ),
    );
  });

  it('a person who is not a member: the name is asked for, and the server’s refusal shows under its field', async () => {
    const { fake, user } = showRequests({
      'POST /api/data-requests': {
        status: 400,
        body: errorBody(400, 'MEMBER.CEDULA_INVALID', 'La cédula debe tener entre 5 y 12 dígitos.', 'cedula'),
      },
    });
    await screen.findAllByTestId('data-request-row');
    await user.click(screen.getByRole('button', { name: 'Registrar solicitud' }));
    const form = screen.getByRole('form', { name: 'Registrar una consulta o un reclamo' });
    await user.type(within(form).getByLabelText(/^Lo que pidió/), 'Quiere saber sus datos.');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(form).findByText('Busca al usuario o escribe el nombre de quien hace la solicitud.'),
    ).toBeInTheDocument();
    expect(fake.requests.some((recorded) => recorded.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText(/^Nombre de quien/), 'Pedro Ruiz');
    await user.type(within(form).getByLabelText(/^Cédula/), '12');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findByText('La cédula debe tener entre 5 y 12 dígitos.')).toBeInTheDocument();
    expect(bodyOf(fake.requests.find((recorded) => recorded.method === 'POST')!)).toEqual({
      kind: 'consulta',
      receivedOn: '2026-12-28',
      request: 'Quiere saber sus datos.',
      memberName: 'Pedro Ruiz',
      cedula: '12',
    });
  });

  it('answers an open one: what was asked is shown, the answer and today’s date are sent', async () => {
    const { fake, user } = showRequests({
      'POST /api/data-requests/r-2/answer': { status: 201, body: { position: 8 } },
    });
    const rows = await screen.findAllByTestId('data-request-row');
    await user.click(within(rows[1]).getByRole('button', { name: 'Responder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responder la solicitud de Pedro Ruiz' });
    expect(within(dialog).getByTestId('data-request-asked')).toHaveTextContent('Quiere saber qué datos suyos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar respuesta' }));
    expect(await within(dialog).findByText('Escribe la respuesta, entre 5 y 2000 caracteres.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Respuesta/), 'Se corrigió el dato.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar respuesta' }));
    expect(await screen.findByText('Respuesta guardada.')).toBeInTheDocument();
    const sent = fake.requests.find((recorded) => recorded.path === '/api/data-requests/r-2/answer')!;
    expect(bodyOf(sent)).toEqual({ answer: 'Se corrigió el dato.', answeredOn: '2026-12-28' });
  });
});
