import { ENGLISH } from '../../support/english';
import { AUTH_PROVIDERS } from '../../../src/domain/auth-provider';
import { CANCEL_REASONS } from '../../../src/domain/cancel-reasons';
import { catalogueFor, findProduct } from '../../../src/domain/catalogue';
import { AppError, ERROR_CODES } from '../../../src/domain/errors';
import { INPUT_BOUNDS } from '../../../src/domain/input-bounds';
import { FIELD_ERRORS } from '../../../src/domain/validation';
import { errorMessage } from '../../../src/ui/shared/i18n/error-messages';
import { fieldErrorKey } from '../../../src/ui/shared/i18n/field-error-keys';
import {
  cancelReasonKey,
  planKeys,
  providerContext,
  subscribedLabelKey,
} from '../../../src/ui/shared/i18n/label-keys';
import { ALL_FIELDS } from './all-fields';
import { ALL_FLOWS } from './all-flows';
import { template, text } from './en-text';

/** Every key a field error can have: each code on each field, and a password error without one. */
const fieldErrorKeys = [
  ...ALL_FIELDS.flatMap((field) =>
    Object.values(FIELD_ERRORS)
      // Only a bounded field can be too long (INPUT_BOUNDS).
      .filter((code) => code !== FIELD_ERRORS.tooLong || Object.hasOwn(INPUT_BOUNDS, field))
      .map((code) => fieldErrorKey(field, code)),
  ),
  fieldErrorKey('password', ''),
];

const planKeyList = ['US', 'GB', 'DE'].flatMap((country) =>
  catalogueFor(country).flatMap((product) => {
    const { title, subtitle, discountLabel } = planKeys(product);
    return [title, subtitle, ...(discountLabel ? [discountLabel] : [])];
  }),
);

/** Every message errorMessage can give: each flow, each code, with no, empty and own words. */
const errorMessages = ALL_FLOWS.flatMap((flow) =>
  ERROR_CODES.flatMap((code) =>
    [undefined, '', 'The provider says no.'].map((words) => ({
      flow,
      code,
      message: errorMessage(flow, new AppError(code, words)),
    })),
  ),
);

/** The sentences that name the login provider, one per provider (i18next's context). */
const providerKeys = AUTH_PROVIDERS.flatMap((provider) => {
  const context = providerContext(provider) ?? '';
  return [
    `profile.card.signedInWith_${context}`,
    `paymentSuccessful.steps.method_${context}`,
    // Only a social login is told that it has no password here.
    ...(provider === 'password' ? [] : [`profile.account.noPassword_${context}`]),
  ];
});

/** Every catalogue key the UI derives from a domain code or value. */
const derivedKeys: string[] = [
  ...fieldErrorKeys.map((key) => key ?? ''),
  ...providerKeys,
  ...CANCEL_REASONS.map(cancelReasonKey),
  subscribedLabelKey({ subscribed: true }),
  subscribedLabelKey({ subscribed: false }),
  ...planKeyList,
  ...errorMessages.map(({ message }) => message.key),
];

describe('English (locales/en.json and en-later.json)', () => {
  test('is nested objects of texts, without dots in its own keys', () => {
    const visit = (node: unknown, path: string): void => {
      if (typeof node === 'string') return;
      expect(typeof node === 'object' && node !== null && !Array.isArray(node)).toBe(true);
      for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
        expect(`${path}${key}`).not.toMatch(/\.$|\.\./u);
        expect(key).not.toContain('.');
        visit(child, `${path}${key}.`);
      }
    };
    visit(ENGLISH, '');
  });

  test.each([...new Set(derivedKeys)])('has a text for %s', (key) => {
    expect(template(key)?.trim()).toBeTruthy();
  });

  test('every error message reads as a whole sentence, its values filled in', () => {
    for (const { flow, code, message } of errorMessages) {
      const shown = text(message);
      // flow and code name the failing case in Jest's diff.
      expect({ flow, code, empty: shown.trim() === '', braces: /\{\{|\}\}/u.test(shown) }).toEqual({
        flow,
        code,
        empty: false,
        braces: false,
      });
    }
  });

  test('a message with values has a template that uses them', () => {
    const withValues = errorMessages.filter(({ message }) => message.values);
    expect(withValues.length).toBeGreaterThan(0);
    for (const { message } of withValues) {
      for (const name of Object.keys(message.values ?? {})) {
        expect(template(message.key)).toContain(`{{${name}}}`);
      }
    }
  });
});

describe('the words the specification fixes', () => {
  test.each([
    [fieldErrorKey('firstName', FIELD_ERRORS.required), 'First Name is required'],
    [fieldErrorKey('lastName', FIELD_ERRORS.required), 'Last Name is required'],
    [fieldErrorKey('email', FIELD_ERRORS.required), 'Email is required'],
    [fieldErrorKey('password', FIELD_ERRORS.required), 'Password is required'],
    [fieldErrorKey('email', FIELD_ERRORS.invalidEmail), 'Invalid email address'],
    [fieldErrorKey('password', FIELD_ERRORS.tooShort), 'Password is too short'],
    [fieldErrorKey('password', ''), 'Password is too short'],
    [fieldErrorKey('password', FIELD_ERRORS.invalidLink), 'Invalid URL'],
    [subscribedLabelKey({ subscribed: true }), 'Subscribed'],
    [subscribedLabelKey({ subscribed: false }), 'Unsubscribed'],
  ])('%s reads %p', (key, expected) => {
    expect(text(key ?? '')).toBe(expected);
  });

  test.each([
    ['password', 'Email'],
    ['apple.com', 'Apple ID'],
    ['facebook.com', 'Facebook Account'],
    ['google.com', 'Google Account'],
  ] as const)('the %s login is labelled %p on the profile and after payment', (provider, label) => {
    const context = providerContext(provider) ?? '';
    expect(text(`profile.card.signedInWith_${context}`)).toBe(`Signed in with ${label}`);
    expect(text(`paymentSuccessful.steps.method_${context}`)).toContain(
      `<strong>${label}</strong>`,
    );
  });

  test('the cancel reasons are the seven of the specification, in its order', () => {
    expect(CANCEL_REASONS.map((reason) => text(cancelReasonKey(reason)))).toEqual([
      'It is too expensive',
      'I have privacy concerns',
      'I’m not using the service anymore',
      'I found a better alternative',
      'The app is difficult to use',
      'I have technical issues',
      'I don’t want to provide a reason',
    ]);
  });

  test('the plans are Monthly and Yearly, the yearly one with its discount label', () => {
    const monthly = findProduct('monthly');
    const yearly = findProduct('yearly');
    if (!monthly || !yearly) throw new Error('the catalogue lacks a plan');
    expect(text(planKeys(monthly).title)).toBe('Monthly');
    expect(text(planKeys(yearly).title)).toBe('Yearly');
    expect(planKeys(monthly).discountLabel).toBeNull();
    expect(text(planKeys(yearly).discountLabel ?? '')).toBe('2month discount');
    expect(text(planKeys(monthly).subtitle)).not.toBe(text(planKeys(yearly).subtitle));
  });

  test('a failed password confirmation interpolates the message with double braces', () => {
    const message = errorMessage('setPassword', new AppError('unknown', 'Boom'));
    expect(text(message)).toBe('Unknown error: Boom');
  });
});
