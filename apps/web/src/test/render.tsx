import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../theme.ts';

/** Renders inside the providers every screen expects (confirmations in the app's modals included). */
export function render(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        <ModalsProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    ),
  });
}
