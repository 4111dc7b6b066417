import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../../src/ui/app/ErrorBoundary';
import { renderWithI18n } from '../../support/render-with-i18n';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error, reload = jest.fn()) {
  return renderWithI18n(
    <ErrorBoundary reload={reload}>
      <Throws error={error} />
    </ErrorBoundary>,
  );
}

describe('the error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('an unexpected error offers to try again', () => {
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a part of the app that could not be fetched asks for a reload, which brings it', async () => {
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    const reload = jest.fn();
    renderFailing(error, reload);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of the portal could not be loaded: a newer version may be out, or the connection dropped.',
    );
    expect(screen.getByRole('heading', { name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
