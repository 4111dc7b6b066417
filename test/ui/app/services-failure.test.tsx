/**
 * The app's frame when the portal's services fail to arrive (the composition root's chunk could
 * not be fetched): the Shell's answer, on UI services made by hand, without the composition root.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { App } from '../../../src/ui/app/App';
import { loadPages } from '../../../src/ui/app/routes';
import type { UiServices } from '../../../src/ui/shared/services';
import { createI18n } from '../../../src/ui/shared/i18n/create-i18n';
import { createStore } from '../../../src/ui/app/store';
import { TODAY } from '../../support/clocks';
import { TEST_SETTINGS } from '../../support/test-settings';

function NoPaymentForm(): never {
  throw new Error('No page of this test takes a payment');
}

/** The UI's services as the browser has them when the use cases' chunk failed to load. */
function servicesWhoseUseCasesFail(): UiServices {
  const chunkFailure = Object.assign(new Error('Loading chunk portal failed.'), {
    name: 'ChunkLoadError',
  });
  return {
    useCases: Promise.reject(chunkFailure),
    settings: TEST_SETTINGS,
    today: () => TODAY,
    PaymentForm: NoPaymentForm,
    preloadPaymentForm: () => {},
    DemoTools: null,
    DemoBank: null,
    navigateAway: jest.fn(),
  };
}

describe('the portal’s services failing to arrive', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('the page asks for a reload instead of loading forever', async () => {
    await loadPages();
    const services = servicesWhoseUseCasesFail();
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/membership']}>{children}</MemoryRouter>
    );
    render(
      <App
        services={services}
        store={createStore({ useCases: services.useCases })}
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
