// Renders a piece of the app as the browser would get it: providers plus a router at `path` (with the
// route `state` a link gave, if any).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DeskProviders } from '../app/desk-providers';
import { AppProviders } from '../app/providers';

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', state }: { readonly path?: string; readonly state?: unknown } = {},
) {
  return render(
    <AppProviders env="test">
      <DeskProviders>
        <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>{ui}</MemoryRouter>
      </DeskProviders>
    </AppProviders>,
  );
}
