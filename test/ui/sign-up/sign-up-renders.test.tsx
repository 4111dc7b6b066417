import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { SignUpPage } from '../../../src/ui/features/account/sign-up/SignUpPage';
import type * as OrderSummaryModule from '../../../src/ui/features/checkout/OrderSummary';
import type * as PasswordModule from '../../../src/domain/password';
import type * as ReactI18next from 'react-i18next';
import { renderPage, signedOut } from '../../support/render-page';
import { fill } from '../../support/test-router';
import { orderStubs, popupStubs } from '../sign-in/credentials-stubs';

const mockOrderSummaryRendered = jest.fn();
const mockPasswordChecked = jest.fn();
const mockTransRendered = jest.fn();

/** The order summary as it is, counting its renders. */
jest.mock('../../../src/ui/features/checkout/OrderSummary', () => {
  const actual = jest.requireActual<typeof OrderSummaryModule>(
    '../../../src/ui/features/checkout/OrderSummary',
  );
  return {
    ...actual,
    OrderSummary: (props: ComponentProps<typeof actual.OrderSummary>) => {
      mockOrderSummaryRendered();
      return actual.OrderSummary(props);
    },
  };
});

/** The password's rules as they are, counting the checklist's renders. */
jest.mock('../../../src/domain/password', () => {
  const actual = jest.requireActual<typeof PasswordModule>('../../../src/domain/password');
  return {
    ...actual,
    passwordChecklist: (password: string) => {
      mockPasswordChecked();
      return actual.passwordChecklist(password);
    },
  };
});

/** `<Trans>` as it is (the consent line's), counting its renders. */
jest.mock('react-i18next', () => {
  const actual = jest.requireActual<typeof ReactI18next>('react-i18next');
  return {
    ...actual,
    Trans: (props: ComponentProps<typeof actual.Trans>) => {
      mockTransRendered();
      return actual.Trans(props);
    },
  };
});

// Decision 0013: the press of "Create account" was one long task, most of it the page rendered
// again, the order beside the form included.
test('typing and pressing "Create account" re-render the form, not the order beside it, the password’s rules or the consent line', async () => {
  const { user } = renderPage(<SignUpPage />, {
    at: '/signup?plan=first',
    path: '/signup',
    state: signedOut,
    useCases: {
      signUp: { execute: jest.fn(async () => {}) },
      signInWithPopup: popupStubs(),
      ...orderStubs(),
    },
  });
  await screen.findByText('$4.99 every month until you cancel');
  const rendersBefore = mockOrderSummaryRendered.mock.calls.length;
  const consentBefore = mockTransRendered.mock.calls.length;

  await fill(screen.getByLabelText('First Name'), 'Noor');
  await fill(screen.getByLabelText('Last Name'), 'Haddad');
  await fill(screen.getByLabelText('Email'), 'noor@example.test');
  await fill(screen.getByLabelText('Password'), 'Quiet#Mind1');
  const checksBefore = mockPasswordChecked.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveAttribute(
      'aria-busy',
      'true',
    ),
  );

  expect(screen.getByText('$4.99 every month until you cancel')).toBeVisible();
  expect(mockOrderSummaryRendered).toHaveBeenCalledTimes(rendersBefore);
  expect(mockPasswordChecked).toHaveBeenCalledTimes(checksBefore);
  expect(mockTransRendered).toHaveBeenCalledTimes(consentBefore);
});

// Decision 0013: the press's task rendered the busy button, created the account and rendered the
// page twice more for an answer that changes nothing on screen; the identity provider's report,
// which starts the specification's wait, must still come in the press's own task.
test('pressing "Create account" creates the account in its own task and renders the answer in a task after it', async () => {
  const execute = jest.fn(async () => {});
  const { store } = renderPage(<SignUpPage />, {
    at: '/signup',
    path: '/signup',
    state: signedOut,
    useCases: { signUp: { execute }, signInWithPopup: popupStubs() },
  });
  await fill(screen.getByLabelText('First Name'), 'Noor');
  await fill(screen.getByLabelText('Last Name'), 'Haddad');
  await fill(screen.getByLabelText('Email'), 'noor@example.test');
  await fill(screen.getByLabelText('Password'), 'Quiet#Mind1');
  const button = screen.getByRole('button', { name: 'Create account' });
  const signUpStatus = () => store.getState().requests['auth/signUp']?.status;

  await act(async () => {
    fireEvent.click(button);
    // Everything the press's own task runs: its microtasks, none of the tasks after it.
    for (let tick = 0; tick < 50; tick += 1) await Promise.resolve();
  });

  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(execute).toHaveBeenCalledTimes(1);
  expect(signUpStatus()).toBe('pending');
  await waitFor(() => expect(signUpStatus()).toBe('fulfilled'));
  expect(button).toHaveAttribute('aria-busy', 'true');
});
