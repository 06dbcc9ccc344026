// 'Planes' (R38): the gym's plans with their terms and price; a new plan is sent as the server reads
// it, and the server's refusal shows under its field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, installFakeFetch, type FakeRoute } from '../../testing/fake-fetch';
import { aSpecPlan } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { usePlanPricesStore } from '../../stores/plan-prices-store';
import { PlansScreen } from './plans-screen';

const semestral = {
  plan: '5e2a9c1b-3d4f-4a6b-8c7d-9e0f1a2b3c4d',
  planName: 'Semestral',
  terms: { kind: 'time', months: 6 },
  archived: true,
  price: 420_000,
  scheduled: [],
} as const;

function showPlans(routes: Record<string, FakeRoute> = {}) {
  usePlanPricesStore.setState({ status: 'idle' });
  const fake = installFakeFetch({
    'GET /api/plans': {
      status: 200,
      body: [aSpecPlan('fortnight', 40_000), aSpecPlan('monthly', 80_000), aSpecPlan('ticket_book', 50_000), semestral],
    },
    ...routes,
  });
  renderWithProviders(<PlansScreen />, { path: '/settings/plans' });
  return { fake, user: userEvent.setup() };
}

describe('PlansScreen', () => {
  it('R38: lists every plan with its kind, terms and price; an archived one says so and offers no archive', async () => {
    showPlans();
    const row = await screen.findByTestId('plan-row-Semestral');
    expect(row).toHaveTextContent('Por tiempo: 6 meses');
    expect(row).toHaveTextContent('Archivado');
    expect(row).toHaveTextContent(/\$\s420\.000/);
    expect(screen.getByTestId('plan-row-Tiquetera')).toHaveTextContent(
      'Por visitas: 15 visitas, válidas 60 días desde la primera',
    );
    expect(screen.queryByTestId('archive-Semestral')).toBeNull();
    expect(screen.getByTestId('archive-Quincena')).toBeInTheDocument();
  });

  it("R38: creates '8 clases' por visitas, valid 30 days, with its price; a taken name shows under the name", async () => {
    const { fake, user } = showPlans({
      'POST /api/plans': {
        status: 409,
        body: errorBody(409, 'PLAN.NAME_TAKEN', 'Ya existe un plan llamado 8 Clases.', 'name'),
      },
    });
    await screen.findByTestId('plan-row-Semestral');
    await user.type(screen.getByTestId('plan-name'), '8 clases');
    await user.selectOptions(screen.getByTestId('plan-kind'), 'visits');
    await user.type(screen.getByTestId('plan-length'), '8');
    await user.type(screen.getByTestId('plan-valid-days'), '30');
    await user.type(screen.getByTestId('plan-price'), '60000');
    await user.click(screen.getByTestId('create-plan'));
    await waitFor(() =>
      expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
        name: '8 clases',
        terms: { kind: 'visits', visits: 8, validDays: 30 },
        price: 60_000,
      }),
    );
    expect(await screen.findByText('Ya existe un plan llamado 8 Clases.')).toBeInTheDocument();
  });

  describe('on a phone (375 px, narrower than 48em)', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        Object.assign(realMatchMedia(query), { matches: query.includes('max-width: 47.99em') });
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('R38: the plans stack as cards (no sideways table) with their terms, price and actions', async () => {
      showPlans();
      const card = await screen.findByTestId('plan-row-Semestral');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(card).toHaveTextContent('Por tiempo: 6 meses');
      expect(card).toHaveTextContent(/\$\s420\.000/);
      expect(screen.getByTestId('archive-Quincena')).toBeInTheDocument();
    });
  });
});
