/**
 * The footer's tracking choice on its own: its link ("Cookie settings", "Your privacy choices") and
 * the consent banner, on a stubbed trackingConsent use case. What the choice does to the events is
 * the use case's (test/application/tracking-consent.test.ts); a UK visitor signing up under the
 * banner is a journey (test/ui/journeys/frame.test.tsx).
 */
import { act, screen, within } from '@testing-library/react';
import type { ConsentStatus } from '../../../src/application/consented-tracking';
import type { TrackingChoice } from '../../../src/domain/tracking-consent';
import { ConsentChoices } from '../../../src/ui/features/consent/ConsentChoices';
import { renderPage } from '../../support/render-page';

/**
 * The footer's consent choices for a visitor whose consent is `status`, once the status and the
 * banner's chunk are here: rendered inside act, React shows the banner as soon as its chunk comes,
 * rather than holding the reveal back as it does outside act (its 300 ms fallback throttle).
 */
async function openFor(status: ConsentStatus) {
  let page: ReturnType<typeof renderPage> | undefined;
  await act(async () => {
    page = renderPage(<ConsentChoices />, {
      useCases: {
        trackingConsent: {
          status: jest.fn(async () => status),
          choose: jest.fn(async (choice: TrackingChoice) => choice),
        },
      },
    });
  });
  if (!page) throw new Error('The consent choices did not render');
  return page;
}

/** A visitor from the UK (or the EU) who has not chosen yet. */
const UK_VISITOR: ConsentStatus = { regime: 'ask-first', choice: null };

const BANNER = 'Can we measure your visit?';

async function banner(name = BANNER) {
  return within(await screen.findByRole('region', { name }));
}

describe('consent before tracking', () => {
  test('a UK visitor is asked with Accept and Reject alike, and nothing is chosen before', async () => {
    const { user, useCases } = await openFor(UK_VISITOR);
    const choices = await banner();

    const accept = choices.getByRole('button', { name: 'Accept' });
    const reject = choices.getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    // The banner is not modal: the page is still there to use.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCases.trackingConsent.choose).not.toHaveBeenCalled();

    await user.click(accept);

    expect(useCases.trackingConsent.choose).toHaveBeenCalledWith('granted');
    expect(useCases.trackingConsent.choose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  test('a visitor whose country is unknown is asked as a UK visitor is', async () => {
    const { user, useCases } = await openFor({ regime: 'unknown', choice: null });
    const choices = await banner();

    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Your privacy choices' })).toBeNull();
    expect(useCases.trackingConsent.choose).not.toHaveBeenCalled();
    await user.click(choices.getByRole('button', { name: 'Accept' }));

    expect(useCases.trackingConsent.choose).toHaveBeenCalledWith('granted');
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  test('a visitor whose country is unknown and who chose before is not asked again', async () => {
    await openFor({ regime: 'unknown', choice: 'denied' });

    expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  test('Reject is told as the choice, and the footer’s Cookie settings reopens it', async () => {
    const { user, useCases } = await openFor(UK_VISITOR);
    await user.click((await banner()).getByRole('button', { name: 'Reject' }));

    expect(useCases.trackingConsent.choose).toHaveBeenCalledWith('denied');
    // Focus goes to the footer's link, never to the page body.
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    expect(settings).toHaveFocus();

    await user.click(settings);
    const again = await banner();
    expect(again.getByText(/Your current choice: Reject\./)).toBeInTheDocument();
    expect(again.getByRole('heading', { name: BANNER })).toHaveFocus();
    await user.click(again.getByRole('button', { name: 'Close' }));
    expect(settings).toHaveFocus();
    expect(useCases.trackingConsent.choose).toHaveBeenCalledTimes(1);
  });

  test('a US visitor sees no banner, and a “Your privacy choices” link to opt out', async () => {
    const { user, useCases } = await openFor({ regime: 'opt-out', choice: null });
    const link = await screen.findByRole('button', { name: 'Your privacy choices' });
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();

    await user.click(link);
    const choices = await banner('Your privacy choices');
    await user.click(choices.getByRole('button', { name: 'Reject' }));

    expect(useCases.trackingConsent.choose).toHaveBeenCalledWith('denied');
  });
});
