import { AppError, type ErrorCode } from '../../../src/domain/errors';
import { user } from '../../support/builders';
import { fill } from '../../support/test-router';
import { openProfile } from './open-profile';

/*
 * The e-mail changes at the identity provider first, and the user API takes only the address the
 * ID token names (DESIGN.md, Trust): what the member reads when either refuses.
 */

const alex = user({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@builders.test' });

async function saveEmailRefusedWith(code: ErrorCode) {
  const execute = jest.fn(() => Promise.reject(new AppError(code)));
  const opened = await openProfile({ member: alex, useCases: { updateProfileField: { execute } } });
  const { user: person, details } = opened;
  await person.click(details.getByRole('button', { name: 'Edit Email' }));
  await person.clear(details.getByLabelText('Email'));
  await fill(details.getByLabelText('Email'), 'alex.new@builders.test');
  await person.click(details.getByRole('button', { name: 'Save Email' }));
  return { ...opened, execute };
}

describe('changing the e-mail', () => {
  test('an address the identity provider finds taken reads as taken, and stays editable', async () => {
    const { details } = await saveEmailRefusedWith('identity/email-already-in-use');

    expect(await details.findByRole('alert')).toHaveTextContent(
      'That e-mail is used by another account.',
    );
    expect(details.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });

  test('an address the API refuses as not the sign-in one (403) says what to do', async () => {
    const { details } = await saveEmailRefusedWith('profile/email-mismatch');

    expect(await details.findByRole('alert')).toHaveTextContent(
      'Your sign-in e-mail has changed, but your profile could not be updated yet. Sign out and sign in again with the new address to update it.',
    );
    expect(details.getByRole('button', { name: 'Save Email' })).not.toBeUnavailable();
  });

  test('an identity provider that takes no change of address here says whom to ask', async () => {
    const { details } = await saveEmailRefusedWith('identity/operation-not-allowed');

    expect(await details.findByRole('alert')).toHaveTextContent(
      "Your e-mail can't be changed here at the moment. Please contact support to change it.",
    );
  });
});
