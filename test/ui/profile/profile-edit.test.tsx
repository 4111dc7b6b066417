import { within } from '@testing-library/react';
import { fill, renderApp, screen } from '../../support/render-app';
import { findProfileCard } from './profile-support';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

async function openDetails(signedInAs: string = DEMO_ACCOUNTS.free.email) {
  const app = await renderApp({ signedInAs });
  await findProfileCard();
  const details = within(screen.getByRole('region', { name: 'Your details' }));
  const profileOf = (email: string) => app.world.state.profiles.find((p) => p.email === email);
  return { ...app, details, profileOf };
}

describe('editing the profile', () => {
  test('each field is read-only with an Edit button and the right autocomplete', async () => {
    const { details } = await openDetails();
    const fields = [
      ['First Name', 'Alex', 'given-name'],
      ['Last Name', 'Morgan', 'family-name'],
      ['Email', DEMO_ACCOUNTS.free.email, 'email'],
    ] as const;
    for (const [label, value, autocomplete] of fields) {
      const input = details.getByLabelText(label);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toBeRequired();
      expect(details.getByRole('button', { name: `Edit ${label}` })).toBeEnabled();
    }
    expect(details.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  test('Edit makes the field editable and focused; Save stores it and goes back to read-only', async () => {
    const { user, details, profileOf } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit First Name' }));
    const input = details.getByLabelText('First Name');
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('readonly');

    await user.clear(input);
    await fill(input, '  Alexandra ');
    await user.click(details.getByRole('button', { name: 'Save First Name' }));

    expect(await details.findByRole('button', { name: 'Edit First Name' })).toHaveFocus();
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('Alexandra');
    expect(profileOf(DEMO_ACCOUNTS.free.email)?.firstName).toBe('Alexandra');
    expect(screen.getByRole('heading', { name: 'Alexandra Morgan' })).toBeInTheDocument();
    expect(details.getByText('First Name saved.')).toBeInTheDocument();
  });

  test('the last name saves with Enter', async () => {
    const { user, details, profileOf } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit Last Name' }));
    await user.clear(details.getByLabelText('Last Name'));
    await user.type(details.getByLabelText('Last Name'), 'Morgan-Reyes{Enter}');
    await details.findByRole('button', { name: 'Edit Last Name' });
    expect(profileOf(DEMO_ACCOUNTS.free.email)?.lastName).toBe('Morgan-Reyes');
    expect(screen.getByRole('heading', { name: 'Alex Morgan-Reyes' })).toBeInTheDocument();
  });

  test('the e-mail of a password login can be changed, and the sign-in follows it', async () => {
    const { user, details, world, profileOf } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit Email' }));
    await user.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), 'alex.new@demo.test');
    await user.click(details.getByRole('button', { name: 'Save Email' }));
    await details.findByRole('button', { name: 'Edit Email' });
    expect(profileOf('alex.new@demo.test')?.firstName).toBe('Alex');
    expect(world.state.accounts.some((account) => account.email === 'alex.new@demo.test')).toBe(
      true,
    );
    expect(
      within(screen.getByRole('region', { name: 'Your profile' })).getByText('alex.new@demo.test'),
    ).toBeInTheDocument();
  });

  test.each([
    ['First Name', 'First Name is required'],
    ['Last Name', 'Last Name is required'],
    ['Email', 'Email is required'],
  ])('an empty %s says "%s" and calls nothing', async (label, message) => {
    const { user, details, world } = await openDetails();
    const before = world.state;
    await user.click(details.getByRole('button', { name: `Edit ${label}` }));
    await user.clear(details.getByLabelText(label));
    await user.click(details.getByRole('button', { name: `Save ${label}` }));
    const input = details.getByLabelText(label);
    expect(await details.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('readonly');
    expect(world.state).toBe(before);

    // Typing clears the message.
    await fill(input, 'x');
    expect(details.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a malformed e-mail says "Invalid email address"', async () => {
    const { user, details, profileOf } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit Email' }));
    await user.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), 'not-an-email');
    await user.click(details.getByRole('button', { name: 'Save Email' }));
    expect(await details.findByRole('alert')).toHaveTextContent('Invalid email address');
    expect(profileOf(DEMO_ACCOUNTS.free.email)).toBeDefined();
  });

  test('Cancel (or Escape) drops the change and returns focus to Edit', async () => {
    const { user, details, profileOf } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit First Name' }));
    await fill(details.getByLabelText('First Name'), 'zzz');
    await user.click(details.getByRole('button', { name: 'Cancel First Name' }));
    expect(details.getByLabelText('First Name')).toHaveValue('Alex');
    expect(details.getByRole('button', { name: 'Edit First Name' })).toHaveFocus();

    await user.click(details.getByRole('button', { name: 'Edit Last Name' }));
    await user.type(details.getByLabelText('Last Name'), 'zzz{Escape}');
    expect(details.getByLabelText('Last Name')).toHaveValue('Morgan');
    expect(details.getByLabelText('Last Name')).toHaveAttribute('readonly');
    expect(profileOf(DEMO_ACCOUNTS.free.email)?.lastName).toBe('Morgan');
  });

  test('a failing save shows a message and keeps the field editable with what was typed', async () => {
    const { user, details, world, profileOf } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit First Name' }));
    await user.clear(details.getByLabelText('First Name'));
    await fill(details.getByLabelText('First Name'), 'Alexis');
    world.failNextCall('userApi');
    await user.click(details.getByRole('button', { name: 'Save First Name' }));

    expect(await details.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    const input = details.getByLabelText('First Name');
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveValue('Alexis');
    expect(profileOf(DEMO_ACCOUNTS.free.email)?.firstName).toBe('Alex');

    // Trying again works.
    await user.click(details.getByRole('button', { name: 'Save First Name' }));
    await details.findByRole('button', { name: 'Edit First Name' });
    expect(profileOf(DEMO_ACCOUNTS.free.email)?.firstName).toBe('Alexis');
    expect(details.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a refused save (an e-mail another account uses) says so and stays editable', async () => {
    const { user, details } = await openDetails();
    await user.click(details.getByRole('button', { name: 'Edit Email' }));
    await user.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), DEMO_ACCOUNTS.member.email);
    await user.click(details.getByRole('button', { name: 'Save Email' }));
    expect(await details.findByRole('alert')).toHaveTextContent(
      'That e-mail is used by another account.',
    );
    expect(details.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(details.getByRole('button', { name: 'Save Email' })).toBeEnabled();
  });

  test('saving shows a loading button, ignores a second click, and settles read-only', async () => {
    const { user, details, services, holdNextCall } = await openDetails();
    const execute = jest.spyOn(services.useCases.updateProfileField, 'execute');
    const held = holdNextCall('userApi');

    await user.click(details.getByRole('button', { name: 'Edit First Name' }));
    await fill(details.getByLabelText('First Name'), 'a');
    await user.click(details.getByRole('button', { name: 'Save First Name' }));
    const saving = details.getByRole('button', { name: 'Save First Name' });
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(details.getByRole('button', { name: 'Cancel First Name' })).toBeDisabled();
    expect(details.getByLabelText('First Name')).toHaveAttribute('readonly');
    await user.click(saving);
    expect(execute).toHaveBeenCalledTimes(1);

    await held.release();
    await details.findByRole('button', { name: 'Edit First Name' });
    expect(details.getByLabelText('First Name')).toHaveValue('Alexa');
  });
});
