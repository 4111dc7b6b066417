import { screen, waitFor, within } from '@testing-library/react';
import type {
  ContractCancellation,
  ContractReceipt,
  ContractWithdrawal,
} from '../../../src/domain/contracts';
import { AppError } from '../../../src/domain/errors';
import type { Profile } from '../../../src/application/use-cases/load-profile';
import { CancelContractPage, WithdrawPage } from '../../../src/ui/features/contracts/ContractPages';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn, signedOut } from '../../support/render-page';
import { fill } from '../../support/test-router';

const RECEIVED_AT = '2026-11-21T09:30:00.000Z';
const EMAIL = 'pat.quinn@builders.test';

type Cancel = jest.Mock<Promise<ContractReceipt>, [ContractCancellation]>;

/** The cancellation use case, answering as the test says. */
const answering = (answer: () => Promise<ContractReceipt>): Cancel =>
  jest.fn((_request: ContractCancellation) => answer());

function openCancel(
  execute = answering(async () => ({ receivedAt: RECEIVED_AT })),
  state = signedOut,
) {
  const loadProfile = jest.fn(async (): Promise<Profile> => ({
    user: user(),
    provider: 'password',
  }));
  const page = renderPage(<CancelContractPage />, {
    at: '/cancel-contract',
    state,
    useCases: {
      cancelContract: { execute },
      loadProfile: { execute: loadProfile },
    },
  });
  return { ...page, execute, loadProfile };
}

const finalButton = (name: string) => screen.getByRole('button', { name });
const preview = () => screen.getByRole('region', { name: "What we'll send" });

describe('/cancel-contract: one step', () => {
  test('asks its data and holds "Cancel now" on the same page, with no step between', () => {
    openCancel();

    const form = screen.getByRole('form', { name: 'Cancel a contract' });
    expect(within(form).getByLabelText('Email')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Cancel now' })).toBeVisible();
    expect(within(form).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  test('shows beside the button, as it is typed, what will be sent', async () => {
    const { user: person } = openCancel();

    await fill(screen.getByLabelText('Email'), EMAIL);
    await person.selectOptions(screen.getByLabelText('Which contract?'), 'membership-yearly');
    await person.click(screen.getByRole('radio', { name: /Extraordinary cancellation/u }));
    await fill(screen.getByLabelText('Reason (optional)'), 'Moving abroad');

    const sent = within(preview());
    expect(sent.getByText(EMAIL)).toBeVisible();
    expect(sent.getByText('Mindful membership, yearly')).toBeVisible();
    expect(sent.getByText('Extraordinary cancellation, for good cause')).toBeVisible();
    expect(sent.getByText('The earliest possible date')).toBeVisible();
    expect(sent.getByText('Moving abroad')).toBeVisible();
    expect(sent.getByText(/Nothing changes until the account's owner confirms it/u)).toBeVisible();
  });

  test('sends at once on "Cancel now": the receipt says when, and that the account\'s e-mail confirms it', async () => {
    const { user: person, execute } = openCancel();
    await fill(screen.getByLabelText('Email'), EMAIL);

    await person.click(finalButton('Cancel now'));

    expect(execute).toHaveBeenCalledWith({
      email: EMAIL,
      contract: 'not-sure',
      kind: 'ordinary',
      reason: '',
      endDate: null,
    });
    const receipt = await screen.findByRole('region', { name: 'We received your cancellation' });
    expect(within(receipt).getByText(/^Received on November 21, 2026 at \d/u)).toBeVisible();
    expect(within(receipt).getByRole('status')).toHaveTextContent(
      /Nothing changes yet\. We've emailed a link to the address of the account: open it within 7 days/u,
    );
    await waitFor(() =>
      expect(
        within(receipt).getByRole('heading', { name: 'We received your cancellation' }),
      ).toHaveFocus(),
    );
  });

  test('for the signed-in owner: it takes effect at once, and the receipt says until when', async () => {
    const member = user({ email: EMAIL, subscription: subscription() });
    const applied = answering(async () => ({
      receivedAt: RECEIVED_AT,
      outcome: { status: 'applied', accessEndsOn: '2027-01-15' },
    }));
    const { user: person, execute, loadProfile } = openCancel(applied, signedIn(member));

    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(
      within(preview()).getByText(/so it takes effect as soon as you press the button/u),
    ).toBeVisible();
    await person.click(finalButton('Cancel now'));

    const receipt = await screen.findByRole('region', { name: 'We received your cancellation' });
    expect(within(receipt).getByRole('status')).toHaveTextContent(
      'Your membership is cancelled. Nothing more will be charged, and your access ends on January 15, 2027.',
    );
    expect(execute).toHaveBeenCalledWith(expect.objectContaining({ email: EMAIL }));
    // The member pages show the membership as it now is.
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  test('a missing e-mail is one message, on its field, and nothing is sent', async () => {
    const { user: person, execute } = openCancel();

    await person.click(finalButton('Cancel now'));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Email is required/u);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getAllByRole('alert')).toEqual([screen.getByText('Email is required')]);
    expect(execute).not.toHaveBeenCalled();
  });

  test('a refused request is one message next to the button, which keeps focus', async () => {
    const refused = answering(async () => {
      throw new AppError('api/too-many-requests', 'At most 5 attempts in 60 minutes.');
    });
    const { user: person } = openCancel(refused);
    await fill(screen.getByLabelText('Email'), EMAIL);

    await person.click(finalButton('Cancel now'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert.nextElementSibling).toBe(finalButton('Cancel now'));
    expect(finalButton('Cancel now')).toHaveFocus();
  });
});

describe('/withdraw: one step', () => {
  test('sends the withdrawal on "Confirm withdrawal", and says nothing changes until confirmed', async () => {
    const execute = jest.fn(async (_request: ContractWithdrawal): Promise<ContractReceipt> => ({
      receivedAt: RECEIVED_AT,
    }));
    const { user: person } = renderPage(<WithdrawPage />, {
      at: '/withdraw',
      state: signedOut,
      useCases: { withdrawFromContract: { execute } },
    });
    await fill(screen.getByLabelText('Email'), EMAIL);

    await person.click(finalButton('Confirm withdrawal'));

    expect(execute).toHaveBeenCalledWith({ email: EMAIL, contract: 'not-sure' });
    const receipt = await screen.findByRole('region', { name: 'We received your withdrawal' });
    expect(within(receipt).getByRole('status')).toHaveTextContent(
      /open it within 7 days to confirm the withdrawal/u,
    );
  });
});
