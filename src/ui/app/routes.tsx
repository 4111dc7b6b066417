import type { RouteObject } from 'react-router-dom';
import { MemberOnly, VisitorOnly } from './guards';
import { LaterWords } from './LaterWords';
import { loadLaterWords } from '../i18n/later-words';
import { Shell } from './Shell';
import { pageChunk, type PageChunk } from './page-chunk';
import { profilePage } from './member-chunks';
import { giftRoutes, loadGiftRoutes } from '../features/gifts';

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
  {
    element: <Shell />,
    children: [
      {
        element: <VisitorOnly />,
        children: [
          pageAt(
            'membership',
            () =>
              import(
                /* webpackChunkName: "page-membership" */ '../pages/membership/MembershipPage'
              ),
            'MembershipPage',
          ),
          pageAt(
            'signin',
            () => import(/* webpackChunkName: "page-sign-in" */ '../pages/sign-in/SignInPage'),
            'SignInPage',
          ),
          pageAt(
            'signup',
            () => import(/* webpackChunkName: "page-sign-up" */ '../pages/sign-up/SignUpPage'),
            'SignUpPage',
          ),
          pageAt(
            'forgot-password',
            () =>
              import(
                /* webpackChunkName: "page-forgot-password" */ '../pages/forgot-password/ForgotPasswordPage'
              ),
            'ForgotPasswordPage',
          ),
        ],
      },
      pageAt(
        'set-password-successful',
        () =>
          import(
            /* webpackChunkName: "page-set-password-successful" */ '../pages/set-password-successful/SetPasswordSuccessfulPage'
          ),
        'SetPasswordSuccessfulPage',
      ),
      // The law's contract pages: for visitors and members alike (DESIGN.md, "Europe").
      pageAt(
        'cancel-contract',
        () => import(/* webpackChunkName: "page-contracts" */ '../pages/contracts/ContractPages'),
        'CancelContractPage',
      ),
      pageAt(
        'withdraw',
        () => import(/* webpackChunkName: "page-contracts" */ '../pages/contracts/ContractPages'),
        'WithdrawPage',
      ),
      // Where the owner's one-time link leads (DESIGN.md, Trust), signed in or not.
      pageAt(
        'contracts/confirm',
        () =>
          import(
            /* webpackChunkName: "page-contract-confirm" */ '../pages/contracts/ContractConfirmPage'
          ),
        'ContractConfirmPage',
      ),
      // The pages whose words come later than the first route's (src/ui/i18n/later-words.ts).
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
                () =>
                  import(
                    /* webpackChunkName: "page-change-payment-method" */ '../pages/change-payment-method/ChangePaymentMethodPage'
                  ),
                'ChangePaymentMethodPage',
              ),
              pageAt(
                'cancel-subscription',
                () =>
                  import(
                    /* webpackChunkName: "page-cancel-subscription" */ '../pages/cancel-subscription/CancelSubscriptionPage'
                  ),
                'CancelSubscriptionPage',
              ),
              pageAt(
                'payment-successful',
                () =>
                  import(
                    /* webpackChunkName: "page-payment-successful" */ '../pages/payment-successful/PaymentSuccessfulPage'
                  ),
                'PaymentSuccessfulPage',
              ),
            ],
          },
          pageAt(
            'set-password',
            () =>
              import(
                /* webpackChunkName: "page-set-password" */ '../pages/set-password/SetPasswordPage'
              ),
            'SetPasswordPage',
          ),
          // Give Mindful and redeem a gift (issue 47), for visitors and members alike.
          ...giftRoutes,
          // Where the QR code of payment-successful leads a phone: on to its own app store.
          pageAt(
            'get-app',
            () => import(/* webpackChunkName: "page-get-app" */ '../pages/get-app/GetAppPage'),
            'GetAppPage',
          ),
          pageAt(
            '*',
            () =>
              import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/NotFoundPage'),
            'NotFoundPage',
          ),
        ],
      },
    ],
  },
];
