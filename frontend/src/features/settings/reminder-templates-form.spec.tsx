// 'Plantillas de recordatorios' (R50): each kind's text and e-mail subject with a live preview and its
// length; an unknown placeholder, a text over 1,000 characters or a subject over 150 is refused before
// sending; saved, every kind's text and subject is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultReminderSubjects, defaultReminderTemplates } from '@gym/domain';
import { installFakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useReminderTemplatesStore } from './reminder-templates-store';
import { ReminderTemplatesForm } from './components/reminder-templates-form';

const defaults = defaultReminderTemplates();
const defaultSubjects = defaultReminderSubjects();
const view = {
  templates: { ...defaults, debt: 'Hola {nombre}, debes {deuda} en {gimnasio}.' },
  defaults,
  subjects: { ...defaultSubjects, debt: '{nombre}, tu saldo en {gimnasio}' },
  defaultSubjects,
  placeholders: ['nombre', 'gimnasio', 'plan', 'vence', 'deuda', 'visitas'],
  maxLength: 1000,
  subjectMaxLength: 150,
};

function showForm() {
  const fake = installFakeFetch({
    'GET /api/settings/reminder-templates': { status: 200, body: view },
    'GET /api/settings/gym-details': {
      status: 200,
      body: { name: '', nit: '', address: '', phone: '', receiptFooter: '', printedName: 'Gimnasio Titanes' },
    },
    'POST /api/settings/reminder-templates': { status: 201, body: { position: 3 } },
  });
  renderWithProviders(<ReminderTemplatesForm />, { path: '/settings' });
  return { fake, user: userEvent.setup() };
}

const posts = (fake: ReturnType<typeof installFakeFetch>) => fake.requests.filter(({ method }) => method === 'POST');

describe('ReminderTemplatesForm', () => {
  beforeEach(() => useReminderTemplatesStore.setState({ params: null, data: null, status: 'idle', error: null }));

  it('shows each kind’s saved text, the placeholders, a live preview and the length', async () => {
    const { user } = showForm();
    const debt = await screen.findByTestId('template-debt');
    const field = within(debt).getByLabelText('Deuda de más de 7 días');
    await waitFor(() => expect(field).toHaveValue('Hola {nombre}, debes {deuda} en {gimnasio}.'));
    expect(screen.getByTestId('reminder-templates-form')).toHaveTextContent(
      'Puedes usar: {nombre}, {gimnasio}, {plan}, {vence}, {deuda}, {visitas}. Hasta 1000 caracteres.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('template-preview-debt')).toHaveTextContent(
        /^Hola Ana, debes \$\s50\.000 en Gimnasio Titanes\.$/,
      ),
    );
    await user.clear(field);
    await user.type(field, 'Quedan {{visitas} visitas');
    expect(screen.getByTestId('template-preview-debt')).toHaveTextContent('Quedan 2 visitas');
    expect(debt).toHaveTextContent('24 de 1000 caracteres');
  });

  it('an unknown placeholder is refused under its field, nothing is sent; restored, all five are saved', async () => {
    const { fake, user } = showForm();
    const expired = await screen.findByTestId('template-expired');
    const field = within(expired).getByLabelText('Venció ayer');
    await waitFor(() => expect(field).toHaveValue(defaults.expired));
    await user.clear(field);
    await user.type(field, 'Hola {{fecha}');
    await user.click(screen.getByRole('button', { name: 'Guardar plantillas' }));
    expect(
      await within(expired).findByText(/El recordatorio «Venció ayer» usa \{fecha\}, que no existe\./),
    ).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
    await user.click(within(expired).getByRole('button', { name: 'Restablecer el texto inicial' }));
    expect(field).toHaveValue(defaults.expired);
    await user.click(screen.getByRole('button', { name: 'Guardar plantillas' }));
    expect(await screen.findByText('Plantillas guardadas.')).toBeInTheDocument();
    expect(posts(fake)).toMatchObject([{ body: { templates: view.templates, subjects: view.subjects } }]);
  });

  it('each kind’s e-mail subject with its preview and length; a bad one is refused under it, nothing sent', async () => {
    const { fake, user } = showForm();
    const debt = await screen.findByTestId('template-debt');
    const subject = within(debt).getByLabelText('Deuda de más de 7 días · Asunto del correo');
    await waitFor(() => expect(subject).toHaveValue('{nombre}, tu saldo en {gimnasio}'));
    await waitFor(() =>
      expect(screen.getByTestId('subject-preview-debt')).toHaveTextContent('Asunto: Ana, tu saldo en Gimnasio Titanes'),
    );
    expect(debt).toHaveTextContent('32 de 150 caracteres');
    await user.clear(subject);
    await user.type(subject, 'Saldo de {{monto}');
    await user.click(screen.getByRole('button', { name: 'Guardar plantillas' }));
    expect(
      await within(debt).findByText(/El asunto del correo «Deuda de más de 7 días» usa \{monto\}, que no existe\./),
    ).toBeInTheDocument();
    await user.clear(subject);
    await user.click(subject);
    await user.paste('x'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Guardar plantillas' }));
    expect(await within(debt).findByText(/tiene 151 caracteres: el máximo es 150\./)).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
    await user.click(within(debt).getByRole('button', { name: 'Restablecer el texto inicial' }));
    expect(subject).toHaveValue(defaultSubjects.debt);
  });
});
