// Body composition on the profile: the gender's measures (R13), their checks, saving, and the history.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, type MemberProfile } from '@gym/domain';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch';
import { aBodyComposition, aMemberProfile } from '../../../testing/api-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BodyCompositionCard } from './body-composition-card';

const femaleLabels = ['Cuello (cm)', 'Brazo (cm)', 'Pecho (cm)', 'Cintura (cm)', 'Glúteo/Cadera (cm)', 'Pierna (cm)'];
const maleLabels = [
  'Cuello (cm)',
  'Bíceps (cm)',
  'Pecho (cm)',
  'Cintura bajo ombligo (cm)',
  'Glúteo (cm)',
  'Pierna (cm)',
];

function showCard(profile: MemberProfile = aMemberProfile(), routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch({
    'GET /api/members/m-1/body-compositions': { status: 200, body: { items: [] } },
    ...routes,
  });
  renderWithProviders(<BodyCompositionCard profile={profile} />);
  return { fake, user: userEvent.setup() };
}

const measureInputs = () =>
  screen.getAllByRole('textbox').filter((element) => element.closest('[data-testid="measures-form"]') !== null);

describe('BodyCompositionCard', () => {
  it.each([
    ['female', femaleLabels],
    ['male', maleLabels],
  ] as const)('R13: a %s member is asked exactly the gender’s measures, each required', async (gender, labels) => {
    showCard(aMemberProfile({ gender }));
    await screen.findByText('No hay registros de medidas.');
    for (const label of labels) expect(screen.getByLabelText(label, { exact: false })).toBeRequired();
    expect(measureInputs()).toHaveLength(6);
  });

  it('names every missing measure and one out of range, and sends nothing', async () => {
    const { fake, user } = showCard();
    await user.type(screen.getByLabelText('Cuello (cm)', { exact: false }), '300');
    await user.click(screen.getByRole('button', { name: 'Guardar Medidas' }));

    expect(
      screen.getByText(message('BODY_COMPOSITION.MEASURE_OUT_OF_RANGE', { medida: 'Cuello' })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(message('BODY_COMPOSITION.MEASURE_REQUIRED', { medida: 'Glúteo/Cadera' })),
    ).toBeInTheDocument();
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('saves the measures in cm, says so, empties the form and reloads the history', async () => {
    const { fake, user } = showCard(aMemberProfile({ gender: 'male' }), {
      'POST /api/members/m-1/body-compositions': { status: 201, body: { position: 4, recordId: 'b-9' } },
    });
    const values = ['38', '35,5', '100', '85', '97', '58'];
    for (const [index, element] of measureInputs().entries()) await user.type(element, values[index]);
    await user.click(screen.getByRole('button', { name: 'Guardar Medidas' }));

    expect(await screen.findByText('Composición corporal guardada correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      measures: { cuello: 38, biceps: 35.5, pecho: 100, cintura_bajo_ombligo: 85, gluteo: 97, pierna: 58 },
    });
    await waitFor(() => expect(measureInputs()[0]).toHaveValue(''));
    expect(fake.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    // Issue 30: the focus goes to where the new record shows.
    expect(screen.getByRole('heading', { name: 'Historial de Progreso' })).toHaveFocus();
  });

  it('R18: a failed save says so and keeps the measures typed', async () => {
    const { user } = showCard(aMemberProfile(), { 'POST /api/members/m-1/body-compositions': 'network-error' });
    for (const element of measureInputs()) await user.type(element, '50');
    await user.click(screen.getByRole('button', { name: 'Guardar Medidas' }));
    expect(await screen.findByText(message('BODY_COMPOSITION.SAVE_FAILED'))).toBeInTheDocument();
    expect(measureInputs()[0]).toHaveValue('50');
  });

  it('"Historial de Progreso": newest first as sent, "N/A" for a missing measure', async () => {
    showCard(aMemberProfile(), {
      'GET /api/members/m-1/body-compositions': {
        status: 200,
        body: {
          items: [
            aBodyComposition({ id: 'b-2', measuredOn: '2026-04-05', measures: { cuello: 31, pecho: 88 } }),
            aBodyComposition({ id: 'b-1', measuredOn: '2026-03-05' }),
          ],
        },
      },
    });
    const rows = await screen.findAllByTestId('progress-row');
    expect(rows[0]).toHaveTextContent('05/04/2026');
    expect(rows[0]).toHaveTextContent('N/A');
    expect(rows[1]).toHaveTextContent('05/03/2026');
    expect(rows[1]).not.toHaveTextContent('N/A');
  });

  it('draws the progress of the measures over time', async () => {
    showCard(aMemberProfile(), {
      'GET /api/members/m-1/body-compositions': {
        status: 200,
        body: { items: [aBodyComposition({ id: 'b-2', measuredOn: '2026-04-05' }), aBodyComposition({ id: 'b-1' })] },
      },
    });
    const chart = await screen.findByTestId('measures-chart');
    expect(chart).toHaveAttribute('aria-label', 'Gráfico de progreso de las medidas');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-line')).toHaveLength(6));
  });

  it('says "No hay registros de medidas." when there are none', async () => {
    showCard();
    expect(await screen.findByText('No hay registros de medidas.')).toBeInTheDocument();
  });
});
