import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { MapStorage } from '../../../src/demo/map-storage';
import { createPortalServices, uiServicesOf } from '../../../src/container';
import { App } from '../../../src/ui/app/App';
import { loadPages } from '../../../src/ui/app/routes';
import { createI18n } from '../../../src/ui/i18n/create-i18n';
import { createStore } from '../../../src/ui/store/store';
import { FakeClock } from '../../support/clocks';
import { TEST_SETTINGS } from '../../support/test-settings';

describe('the portal’s services failing to arrive', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('the page asks for a reload instead of loading forever', async () => {
    await loadPages();
    const services = uiServicesOf(
      createPortalServices({
        settings: TEST_SETTINGS,
        storage: new MapStorage(),
        clock: new FakeClock(),
        navigateAway: jest.fn(),
      }),
    );
    const chunkFailure = Object.assign(new Error('Loading chunk portal failed.'), {
      name: 'ChunkLoadError',
    });
    const useCases = Promise.reject(chunkFailure);
    const failing = { ...services, useCases };
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/membership']}>{children}</MemoryRouter>
    );
    render(
      <App
        services={failing}
        store={createStore({ useCases })}
        i18n={createI18n(TEST_SETTINGS)}
        Router={Router}
      />,
    );

    expect(
      await screen.findByRole('heading', { name: 'This page needs a reload' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading plans…')).not.toBeInTheDocument();
  });
});
