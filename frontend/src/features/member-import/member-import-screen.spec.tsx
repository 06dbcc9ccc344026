// 'Importar usuarios' once the file is checked: the report the screen downloads speaks to staff, not
// to a terminal (issue 41).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberImportResult } from '@gym/domain';
import { installFakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MemberImportScreen } from './member-import-screen';
import { useMemberImportStore } from './member-import-store';

const checked: MemberImportResult = {
  file: 'socios.xlsx',
  sheet: 'Socios',
  sheets: ['Socios'],
  dryRun: true,
  columns: [{ index: 0, header: 'Nombre', field: 'name' }],
  missingFields: [],
  rows: 2,
  toImport: 1,
  imported: 0,
  preview: [],
  errors: [{ row: 3, field: 'phone', message: 'El teléfono es obligatorio.' }],
  existing: [],
  notes: [],
  namesToCase: 0,
  position: 0,
};

/** The text of the report the 'Descargar informe' button hands the browser. */
async function downloadedReport(): Promise<string> {
  const blobs: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar informe' }));
  click.mockRestore();
  expect(blobs).toHaveLength(1);
  // jsdom's Blob has no text(): a FileReader reads it as the browser would.
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blobs[0] ?? new Blob());
  });
}

describe('MemberImportScreen', () => {
  it("issue 41: the checked file's report says it is a check, without the terminal's '--dry-run'", async () => {
    useMemberImportStore.setState({ file: new File(['x'], 'socios.xlsx'), status: 'checked', result: checked });
    renderWithProviders(<MemberImportScreen />, { path: '/users/import' });

    const report = await downloadedReport();
    expect(report.split('\r\n')).toEqual([
      'Archivo socios.xlsx, hoja Socios: 2 filas con datos.',
      'Revisión del archivo: todavía no se importó nada. Se importarían 1 usuarios.',
      'Filas con errores, no importadas: 1. De ellas no se escribió nada: corrígelas y vuelve a importar el archivo (lo ya importado no se repite).',
      '  Fila 3: Teléfono: El teléfono es obligatorio.',
      '',
    ]);
    expect(report).not.toContain('--dry-run');
    expect(document.body).not.toHaveTextContent(/dry-run|Simulación/);
  });

  it('issue 41: names as typed are offered in title case; ticking checks the file again with it', async () => {
    const fake = installFakeFetch({
      'POST /api/members/import': {
        status: 200,
        body: `${JSON.stringify({ type: 'result', result: { ...checked, namesToCase: 3 } })}\n`,
      },
    });
    useMemberImportStore.setState({
      file: new File(['x'], 'socios.xlsx'),
      status: 'checked',
      result: { ...checked, namesToCase: 3 },
    });
    renderWithProviders(<MemberImportScreen />, { path: '/users/import' });
    const choice = screen.getByRole('checkbox', {
      name: /Escribir los nombres con mayúscula inicial \(3 nombres cambian\)/,
    });
    expect(choice).not.toBeChecked();
    await userEvent.setup().click(choice);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(useMemberImportStore.getState().nameCase).toBe(true);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /mayúscula inicial/ })).toBeChecked());
  });

  it('issue 41: a file whose names are all written well offers nothing', () => {
    useMemberImportStore.setState({
      file: new File(['x'], 'socios.xlsx'),
      status: 'checked',
      result: checked,
      nameCase: false,
    });
    renderWithProviders(<MemberImportScreen />, { path: '/users/import' });
    expect(screen.queryByTestId('import-name-case')).not.toBeInTheDocument();
  });
});
