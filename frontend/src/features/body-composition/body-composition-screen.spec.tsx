// The global body-composition history: a column per measure key found, 'N/A', 'Usuario Desconocido'.
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch';
import { aBodyComposition, aPage } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BodyCompositionScreen } from './body-composition-screen';

function serve(items: ReturnType<typeof aBodyComposition>[], measureKeys: string[]) {
  installFakeFetch({ 'GET /api/body-compositions': { status: 200, body: { ...aPage(items), measureKeys } } });
  renderWithProviders(<BodyCompositionScreen />);
}

describe('BodyCompositionScreen', () => {
  it('has date, user, gender and one column per measure key, "N/A" where a record lacks one', async () => {
    serve(
      [
        aBodyComposition({
          id: 'b-2',
          gender: 'male',
          memberName: 'Beto Ruiz',
          memberId: 'm-2',
          measures: { cuello: 38, biceps: 35.5 },
        }),
        aBodyComposition({ id: 'b-1', measures: { cuello: 32, brazo: 28 } }),
      ],
      ['cuello', 'biceps', 'brazo'],
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Fecha', 'Usuario', 'Género', 'Cuello', 'Bíceps', 'Brazo']);
    const [beto, ana] = screen.getAllByTestId('body-composition-row');
    expect(beto).toHaveTextContent(/Beto RuizMasculino3835,5N\/A/);
    expect(ana).toHaveTextContent(/Ana GómezFemenino32N\/A28/);
    expect(within(beto).getByRole('link', { name: 'Beto Ruiz' })).toHaveAttribute('href', '/users/m-2');
  });

  it('an unknown member reads "Usuario Desconocido"', async () => {
    serve([aBodyComposition({ memberName: null })], ['cuello']);
    const row = await screen.findByTestId('body-composition-row');
    expect(row).toHaveTextContent('Usuario Desconocido');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "No hay registros de medidas." when there are none', async () => {
    serve([], []);
    expect(await screen.findByText('No hay registros de medidas.')).toBeInTheDocument();
  });
});
