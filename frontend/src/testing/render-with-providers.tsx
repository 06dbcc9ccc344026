// Renders a piece of the app as the browser would get it: providers plus a router at `path`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DeskProviders } from '../app/desk-providers';
import { AppProviders } from '../app/providers';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { readonly path?: string } = {}) {
  return render(
    <AppProviders env="test">
      <DeskProviders>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </DeskProviders>
    </AppProviders>,
  );
}
