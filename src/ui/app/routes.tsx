import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MemberOnly, VisitorOnly } from './guards';
import { Shell } from './Shell';
import { reloadingOnStaleChunk } from './stale-chunk';

/** Each page is its own chunk, fetched when its route is first visited. */
function page<Module>(load: () => Promise<Module>, name: keyof Module) {
  const loadPage = reloadingOnStaleChunk(load);
  const Page = lazy(async () => ({ default: (await loadPage())[name] as ComponentType }));
  return <Page />;
}

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        element: <VisitorOnly />,
        children: [
          {
            path: 'membership',
            element: page(
              () =>
                import(
                  /* webpackChunkName: "page-membership" */ '../pages/membership/MembershipPage'
                ),
              'MembershipPage',
            ),
          },
          {
            path: 'signin',
            element: page(
              () => import(/* webpackChunkName: "page-sign-in" */ '../pages/sign-in/SignInPage'),
              'SignInPage',
            ),
          },
          {
            path: 'signup',
            element: page(
              () => import(/* webpackChunkName: "page-sign-up" */ '../pages/sign-up/SignUpPage'),
              'SignUpPage',
            ),
          },
          {
            path: 'forgot-password',
            element: page(
              () =>
                import(
                  /* webpackChunkName: "page-forgot-password" */ '../pages/forgot-password/ForgotPasswordPage'
                ),
              'ForgotPasswordPage',
            ),
          },
        ],
      },
      {
        element: <MemberOnly />,
        children: [
          {
            index: true,
            element: page(
              () => import(/* webpackChunkName: "page-profile" */ '../pages/profile/ProfilePage'),
              'ProfilePage',
            ),
          },
          {
            path: 'change-payment-method',
            element: page(
              () =>
                import(
                  /* webpackChunkName: "page-change-payment-method" */ '../pages/change-payment-method/ChangePaymentMethodPage'
                ),
              'ChangePaymentMethodPage',
            ),
          },
          {
            path: 'cancel-subscription',
            element: page(
              () =>
                import(
                  /* webpackChunkName: "page-cancel-subscription" */ '../pages/cancel-subscription/CancelSubscriptionPage'
                ),
              'CancelSubscriptionPage',
            ),
          },
          {
            path: 'payment-successful',
            element: page(
              () =>
                import(
                  /* webpackChunkName: "page-payment-successful" */ '../pages/payment-successful/PaymentSuccessfulPage'
                ),
              'PaymentSuccessfulPage',
            ),
          },
        ],
      },
      {
        path: 'set-password',
        element: page(
          () =>
            import(
              /* webpackChunkName: "page-set-password" */ '../pages/set-password/SetPasswordPage'
            ),
          'SetPasswordPage',
        ),
      },
      {
        path: 'set-password-successful',
        element: page(
          () =>
            import(
              /* webpackChunkName: "page-set-password-successful" */ '../pages/set-password-successful/SetPasswordSuccessfulPage'
            ),
          'SetPasswordSuccessfulPage',
        ),
      },
      {
        // Where the QR code of payment-successful leads a phone: on to its own app store.
        path: 'get-app',
        element: page(
          () => import(/* webpackChunkName: "page-get-app" */ '../pages/get-app/GetAppPage'),
          'GetAppPage',
        ),
      },
      {
        path: '*',
        element: page(
          () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/NotFoundPage'),
          'NotFoundPage',
        ),
      },
    ],
  },
];
