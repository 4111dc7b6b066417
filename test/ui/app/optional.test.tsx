import { render, screen } from '@testing-library/react';
import { Optional } from '../../../src/ui/shared/components/Optional';

function Throws(): never {
  throw Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
}

describe('a part the page can do without', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('is left out when it fails, and the page around it stays', () => {
    render(
      <main>
        <h1>Your account</h1>
        <Optional>
          <Throws />
        </Optional>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(/^Your account$/u);
  });

  test('shows as it is when nothing fails', () => {
    render(
      <Optional>
        <p>Can we measure your visit?</p>
      </Optional>,
    );
    expect(screen.getByText('Can we measure your visit?')).toBeVisible();
  });
});
