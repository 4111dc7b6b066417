import {
  loadForgotPasswordPage,
  loadSetPasswordPage,
  loadSetPasswordSuccessfulPage,
  loadSignInPage,
  loadSignUpPage,
} from '../features/account';
import { loadPaymentSuccessfulPage } from '../features/checkout';
import { loadAccessibilityPage } from '../features/accessibility';
import { loadContractConfirmPage, loadContractPages } from '../features/contracts';
import { loadCancelSubscriptionPage } from '../features/keeping';
import {
  loadChangePaymentMethodPage,
  loadGetAppPage,
  loadMembershipPage,
} from '../features/membership';
import type { RouteObject } from 'react-router-dom';
import { MemberOnly, VisitorOnly } from './guards';
import { LaterWords } from '../shared/components/LaterWords';
import { loadLaterWords } from '../shared/i18n/later-words';
import { Shell } from './Shell';
import { pageChunk, type PageChunk } from './page-chunk';
import { profilePage } from './member-chunks';
import { giftRoutes, loadGiftRoutes } from '../features/gifts';
import { DemoBankRoute } from './DemoBankRoute';

/** Every page's loader, for loadPages. */
const pageLoaders: (() => Promise<unknown>)[] = [loadGiftRoutes];

/**
 * Each page is its own chunk, fetched when its route is first visited or ahead (pageChunk). A page
 * whose chunk is already here renders at once, without suspending on it first.
 */
function page({ Component, load }: PageChunk) {
  pageLoaders.push(load);
  return <Component />;
}

/** The route to a page (see page). */
function pageAt<Module>(
  path: string,
  load: () => Promise<Module>,
  name: keyof Module,
): RouteObject {
  return { path, element: page(pageChunk(load, name)) };
}

/** Fetches every page's chunk and words: from then on no route waits for its page. */
export async function loadPages(): Promise<void> {
  await Promise.all([...pageLoaders.map((load) => load()), loadLaterWords()]);
}

export const routes: RouteObject[] = [
  // The demo bank's page stands for another site: outside the shell, and only in the demo's builds.
  ...(process.env.WITHOUT_DEMO_WORLD === 'true'
    ? []
    : [{ path: 'demo-bank', element: <DemoBankRoute /> }]),
  {
    element: <Shell />,
    children: [
      {
        element: <VisitorOnly />,
        children: [
          pageAt('membership', loadMembershipPage, 'MembershipPage'),
          pageAt('signin', loadSignInPage, 'SignInPage'),
          pageAt('signup', loadSignUpPage, 'SignUpPage'),
          pageAt('forgot-password', loadForgotPasswordPage, 'ForgotPasswordPage'),
        ],
      },
      pageAt('set-password-successful', loadSetPasswordSuccessfulPage, 'SetPasswordSuccessfulPage'),
      // The law's contract pages: for visitors and members alike (DESIGN.md, "Europe").
      pageAt('cancel-contract', loadContractPages, 'CancelContractPage'),
      pageAt('withdraw', loadContractPages, 'WithdrawPage'),
      // The accessibility statement (DESIGN.md, "Europe"): for visitors and members alike.
      pageAt('accessibility', loadAccessibilityPage, 'AccessibilityPage'),
      // Where the owner's one-time link leads (DESIGN.md, Trust), signed in or not.
      pageAt('contracts/confirm', loadContractConfirmPage, 'ContractConfirmPage'),
      // The pages whose words come later than the first route's (src/ui/shared/i18n/later-words.ts).
      {
        element: <LaterWords />,
        children: [
          {
            element: <MemberOnly />,
            children: [
              {
                index: true,
                element: page(profilePage),
              },
              pageAt(
                'change-payment-method',
                loadChangePaymentMethodPage,
                'ChangePaymentMethodPage',
              ),
              pageAt('cancel-subscription', loadCancelSubscriptionPage, 'CancelSubscriptionPage'),
              pageAt('payment-successful', loadPaymentSuccessfulPage, 'PaymentSuccessfulPage'),
            ],
          },
          pageAt('set-password', loadSetPasswordPage, 'SetPasswordPage'),
          // Give Mindful and redeem a gift (issue 47), for visitors and members alike.
          ...giftRoutes,
          // Where the QR code of payment-successful leads a phone: on to its own app store.
          pageAt('get-app', loadGetAppPage, 'GetAppPage'),
        ],
      },
      // Prerendered as the hosting's 404.html (src/prerender.tsx): its words are the first route's.
      pageAt(
        '*',
        () => import(/* webpackChunkName: "page-not-found" */ './not-found/NotFoundPage'),
        'NotFoundPage',
      ),
    ],
  },
];
