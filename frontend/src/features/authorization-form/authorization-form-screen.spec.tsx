// The printed authorisation form (R47): the policy in force with its version, blank lines or the
// member's data, the three questions and the signature.
import { screen, within } from '@testing-library/react';
import type { DataPolicyView, GymDetailsView } from '@gym/domain';
import { installFakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AuthorizationFormScreen } from './authorization-form-screen';

const gym: GymDetailsView = {
  name: 'Gimnasio Titanes',
  nit: '900.123.456-7',
  address: 'Calle 10',
  phone: '6045551234',
  receiptFooter: '',
  printedName: 'Gimnasio Titanes',
};
const policy: DataPolicyView = {
  version: 3,
  text: 'POLÍTICA DE TITANES\n\nTratamos sus datos para su plan.',
  publishedOn: '2026-03-01',
  publishedBy: 'Dueño',
};

function showForm(path: string, routes = {}) {
  installFakeFetch({
    'GET /api/settings/data-policy': { status: 200, body: policy },
    'GET /api/settings/gym-details': { status: 200, body: gym },
    ...routes,
  });
  renderWithProviders(<AuthorizationFormScreen />, { path });
}

describe('AuthorizationFormScreen', () => {
  it('blank: the policy with its version, lines to fill, the three questions with Sí / No and the signature', async () => {
    showForm('/authorization-form');
    const sheet = await screen.findByTestId('authorization-sheet');
    expect(sheet).toHaveTextContent('Autorización para el tratamiento de datos personales');
    expect(sheet).toHaveTextContent('Política de tratamiento de datos, versión 3');
    expect(within(sheet).getByTestId('authorization-policy')).toHaveTextContent('Tratamos sus datos para su plan.');
    expect(within(sheet).getByTestId('authorization-member')).not.toHaveTextContent(/\d/);
    expect(sheet).toHaveTextContent('Autorizo a Gimnasio Titanes a tratar mis datos personales');
    expect(sheet).toHaveTextContent('datos sensibles');
    expect(sheet).toHaveTextContent('recordatorios');
    expect(sheet.textContent.match(/☐ Sí ☐ No/g)).toHaveLength(3);
    expect(sheet).toHaveTextContent('Firma del titular');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it("filled: the member's name, cédula and phone as the app writes them", async () => {
    showForm('/authorization-form?member=m-1', {
      'GET /api/members/m-1': {
        status: 200,
        body: { id: 'm-1', name: 'Laura Gómez', cedula: '1090927528', phone: '3202470120' },
      },
    });
    const member = await screen.findByTestId('authorization-member');
    expect(member).toHaveTextContent('Laura Gómez');
    expect(member).toHaveTextContent('1.090.927.528');
    expect(member).toHaveTextContent('320 247 0120');
  });

  it('the model, before any policy is published, says so', async () => {
    showForm('/authorization-form', {
      'GET /api/settings/data-policy': {
        status: 200,
        body: { version: 0, text: 'Modelo', publishedOn: null, publishedBy: null },
      },
    });
    expect(await screen.findByTestId('authorization-sheet')).toHaveTextContent(
      'Política de tratamiento de datos (modelo)',
    );
  });
});
