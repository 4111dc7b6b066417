/**
 * DESIGN.md: focus is never left on the page body. A busy or unavailable button keeps it; a
 * dialog holds it and gives it back; an outcome that replaces the control takes it.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../../src/ui/kit/Button';
import { Dialog } from '../../../src/ui/kit/Dialog';
import { PageHeading } from '../../../src/ui/shared/components/PageHeading';
import { FocusHistoryProvider } from '../../../src/ui/shared/focus/focus-history';
import { renderWithI18n } from '../../support/render-with-i18n';

describe('Button', () => {
  test('a loading button keeps focus, is announced busy and unavailable, and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('an unavailable submit button keeps focus and sends no form, by click or by Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit} aria-label="Form">
        <input aria-label="Name" />
        <Button type="submit" disabled>
          Send
        </Button>
      </form>,
    );
    await user.type(screen.getByLabelText('Name'), 'Kay{Enter}');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(send).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function DialogHarness({ removeOpenerOnOpen = false }: { removeOpenerOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <PageHeading>Your account</PageHeading>
        {!(open && removeOpenerOnOpen) && <Button onClick={() => setOpen(true)}>Open</Button>}
        <a href="#elsewhere">Elsewhere</a>
      </main>
      {open && (
        <Dialog title="Reset your password" onClose={() => setOpen(false)}>
          <Button>Send</Button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  test('the rest of the page is inert while it is open, and not after', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveProperty('inert', true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(container).toHaveProperty('inert', false);
    expect(document.body).not.toHaveClass('has-dialog');
  });

  test('Escape closes it even when focus fell on the page body, and focus goes back to the opener', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    act(() => screen.getByRole('button', { name: 'Send' }).blur());
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('a press on the backdrop closes it, but not the second press of a double click', () => {
    renderWithI18n(<DialogHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement!;

    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Tab wraps from a checked radio that ends the dialog, as radios are one Tab stop', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Dialog title="Wallets" onClose={() => undefined}>
        <label>
          <input type="radio" name="next" defaultChecked /> Succeeds
        </label>
        <label>
          <input type="radio" name="next" /> Is declined
        </label>
      </Dialog>,
    );
    screen.getByRole('radio', { name: 'Succeeds' }).focus();

    await user.tab();

    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  test('when the opener is gone, focus goes to the page heading', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DialogHarness removeOpenerOnOpen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { name: 'Your account' })).toHaveFocus();
  });
});

function Steps() {
  const [step, setStep] = useState<'form' | 'done'>('form');
  return step === 'form' ? (
    <Button onClick={() => setStep('done')}>Finish</Button>
  ) : (
    <PageHeading>All done</PageHeading>
  );
}

describe('PageHeading', () => {
  test('takes the focus that a replaced control left on the page body', async () => {
    const user = userEvent.setup();
    render(
      <FocusHistoryProvider>
        <Steps />
      </FocusHistoryProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    // In the next frame, before it is drawn (decision 0021).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All done' })).toHaveFocus());
  });

  test('never moves focus on a page load, when nothing had focus yet', async () => {
    render(
      <FocusHistoryProvider>
        <PageHeading>Welcome back</PageHeading>
      </FocusHistoryProvider>,
    );
    await act(() => new Promise(requestAnimationFrame));
    expect(document.body).toHaveFocus();
  });
});
