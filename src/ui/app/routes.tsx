import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MemberOnly, VisitorOnly } from './guards';
import { Shell } from './Shell';

/** Each page is its own chunk, fetched when its route is first visited. */
function page<Module>(load: () => Promise<Module>, name: keyof Module) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
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
            element: page(() => import('../pages/membership/MembershipPage'), 'MembershipPage'),
          },
          {
            path: 'signin',
            element: page(() => import('../pages/sign-in/SignInPage'), 'SignInPage'),
          },
          {
            path: 'signup',
            element: page(() => import('../pages/sign-up/SignUpPage'), 'SignUpPage'),
          },
          {
            path: 'forgot-password',
            element: page(
              () => import('../pages/forgot-password/ForgotPasswordPage'),
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
            element: page(() => import('../pages/profile/ProfilePage'), 'ProfilePage'),
          },
          {
            path: 'change-payment-method',
            element: page(
              () => import('../pages/change-payment-method/ChangePaymentMethodPage'),
              'ChangePaymentMethodPage',
            ),
          },
          {
            path: 'cancel-subscription',
            element: page(
              () => import('../pages/cancel-subscription/CancelSubscriptionPage'),
              'CancelSubscriptionPage',
            ),
          },
          {
            path: 'payment-successful',
            element: page(
              () => import('../pages/payment-successful/PaymentSuccessfulPage'),
              'PaymentSuccessfulPage',
            ),
          },
        ],
      },
      {
        path: 'set-password',
        element: page(() => import('../pages/set-password/SetPasswordPage'), 'SetPasswordPage'),
      },
      {
        path: 'set-password-successful',
        element: page(
          () => import('../pages/set-password-successful/SetPasswordSuccessfulPage'),
          'SetPasswordSuccessfulPage',
        ),
      },
      {
        path: '*',
        element: page(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage'),
      },
    ],
  },
];
