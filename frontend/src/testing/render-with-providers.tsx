// Renders a piece of the app as the browser would get it: providers plus a router at `path`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { readonly path?: string } = {}) {
  return render(
    <AppProviders env="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
