import { screen } from '@testing-library/react';
import type { AuthProviderId } from '../../../src/domain/auth-provider';
import { AppError } from '../../../src/domain/errors';
import type { User } from '../../../src/domain/subscription';
import type { ProfileField } from '../../../src/domain/validation';
import { user } from '../../support/builders';
import { deferred } from '../../support/deferred';
import { fill } from '../../support/test-router';
import { openProfile } from './open-profile';

const alex = user({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@builders.test' });

/**
 * The save of a field, answering call by call: the member as the user API then has them, or the
 * error it fails with.
 */
function saves(...answers: Array<User | Promise<User> | AppError>) {
  const execute = jest.fn<Promise<User | null>, [ProfileField, string, AuthProviderId | null]>();
  for (const answer of answers) {
    execute.mockImplementationOnce(async () => {
      if (answer instanceof AppError) throw answer;
      return answer;
    });
  }
  return execute;
}

async function openDetails(execute = saves()) {
  return openProfile({ member: alex, useCases: { updateProfileField: { execute } } });
}

describe('editing the profile', () => {
  test('each field is read-only with an Edit button and the right autocomplete', async () => {
    const { details } = await openDetails();
    const fields = [
      ['First Name', 'Alex', 'given-name'],
      ['Last Name', 'Morgan', 'family-name'],
      ['Email', 'alex@builders.test', 'email'],
    ] as const;
    for (const [label, value, autocomplete] of fields) {
      const input = details.getByLabelText(label);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toBeRequired();
      expect(details.getByRole('button', { name: `Edit ${label}` })).not.toBeUnavailable();
    }
    expect(details.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  test('Edit makes the field editable and focused; Save stores it and goes back to read-only', async () => {
    const execute = saves({ ...alex, firstName: 'Alexandra' });
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit First Name' }));
    const input = details.getByLabelText('First Name');
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('readonly');

    await person.clear(input);
    await fill(input, '  Alexandra ');
    await person.click(details.getByRole('button', { name: 'Save First Name' }));

    expect(await details.findByRole('button', { name: 'Edit First Name' })).toHaveFocus();
    // The use case trims it (test/application/update-profile-field.test.ts).
    expect(execute).toHaveBeenCalledWith('firstName', '  Alexandra ', 'password');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('Alexandra');
    expect(screen.getByRole('heading', { name: 'Alexandra Morgan' })).toBeInTheDocument();
    expect(details.getByText('First Name saved.')).toBeInTheDocument();
  });

  test('the last name saves with Enter', async () => {
    const execute = saves({ ...alex, lastName: 'Morgan-Reyes' });
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit Last Name' }));
    await person.clear(details.getByLabelText('Last Name'));
    await person.type(details.getByLabelText('Last Name'), 'Morgan-Reyes{Enter}');
    await details.findByRole('button', { name: 'Edit Last Name' });
    expect(execute).toHaveBeenCalledWith('lastName', 'Morgan-Reyes', 'password');
    expect(screen.getByRole('heading', { name: 'Alex Morgan-Reyes' })).toBeInTheDocument();
  });

  test('the e-mail of a password login can be changed', async () => {
    const execute = saves({ ...alex, email: 'alex.new@builders.test' });
    const { user: person, details, profile } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit Email' }));
    await person.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), 'alex.new@builders.test');
    await person.click(details.getByRole('button', { name: 'Save Email' }));
    await details.findByRole('button', { name: 'Edit Email' });
    expect(execute).toHaveBeenCalledWith('email', 'alex.new@builders.test', 'password');
    expect(details.getByLabelText('Email')).toHaveValue('alex.new@builders.test');
    expect(profile.getByText('alex.new@builders.test')).toBeInTheDocument();
  });

  test.each([
    ['First Name', 'First Name is required'],
    ['Last Name', 'Last Name is required'],
    ['Email', 'Email is required'],
  ])('an empty %s says "%s" and calls nothing', async (label, message) => {
    const execute = saves();
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: `Edit ${label}` }));
    await person.clear(details.getByLabelText(label));
    await person.click(details.getByRole('button', { name: `Save ${label}` }));
    const input = details.getByLabelText(label);
    expect(await details.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('readonly');
    expect(execute).not.toHaveBeenCalled();

    // Typing clears the message.
    await fill(input, 'x');
    expect(details.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a malformed e-mail says "Invalid email address"', async () => {
    const execute = saves();
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit Email' }));
    await person.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), 'not-an-email');
    await person.click(details.getByRole('button', { name: 'Save Email' }));
    expect(await details.findByRole('alert')).toHaveTextContent('Invalid email address');
    expect(execute).not.toHaveBeenCalled();
  });

  test('Cancel (or Escape) drops the change and returns focus to Edit', async () => {
    const execute = saves();
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit First Name' }));
    await fill(details.getByLabelText('First Name'), 'zzz');
    await person.click(details.getByRole('button', { name: 'Cancel First Name' }));
    expect(details.getByLabelText('First Name')).toHaveValue('Alex');
    expect(details.getByRole('button', { name: 'Edit First Name' })).toHaveFocus();

    await person.click(details.getByRole('button', { name: 'Edit Last Name' }));
    await person.type(details.getByLabelText('Last Name'), 'zzz{Escape}');
    expect(details.getByLabelText('Last Name')).toHaveValue('Morgan');
    expect(details.getByLabelText('Last Name')).toHaveAttribute('readonly');
    expect(execute).not.toHaveBeenCalled();
  });

  test('a failing save shows a message and keeps the field editable with what was typed', async () => {
    const execute = saves(new AppError('network/unavailable'), { ...alex, firstName: 'Alexis' });
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit First Name' }));
    await person.clear(details.getByLabelText('First Name'));
    await fill(details.getByLabelText('First Name'), 'Alexis');
    await person.click(details.getByRole('button', { name: 'Save First Name' }));

    expect(await details.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    const input = details.getByLabelText('First Name');
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveValue('Alexis');
    expect(screen.getByRole('heading', { name: 'Alex Morgan' })).toBeInTheDocument();

    // Trying again works.
    await person.click(details.getByRole('button', { name: 'Save First Name' }));
    await details.findByRole('button', { name: 'Edit First Name' });
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute).toHaveBeenLastCalledWith('firstName', 'Alexis', 'password');
    expect(screen.getByRole('heading', { name: 'Alexis Morgan' })).toBeInTheDocument();
    expect(details.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a refused save (an e-mail another account uses) says so and stays editable', async () => {
    const execute = saves(new AppError('profile/email-taken'));
    const { user: person, details } = await openDetails(execute);
    await person.click(details.getByRole('button', { name: 'Edit Email' }));
    await person.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), 'sam@builders.test');
    await person.click(details.getByRole('button', { name: 'Save Email' }));
    expect(await details.findByRole('alert')).toHaveTextContent(
      'That e-mail is used by another account.',
    );
    expect(details.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(details.getByRole('button', { name: 'Save Email' })).not.toBeUnavailable();
  });

  test('saving shows a loading button, ignores a second click, and settles read-only', async () => {
    const answer = deferred<User>();
    const execute = saves(answer.promise);
    const { user: person, details } = await openDetails(execute);

    await person.click(details.getByRole('button', { name: 'Edit First Name' }));
    await fill(details.getByLabelText('First Name'), 'a');
    await person.click(details.getByRole('button', { name: 'Save First Name' }));
    const saving = details.getByRole('button', { name: 'Save First Name' });
    expect(saving).toBeUnavailable();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(details.getByRole('button', { name: 'Cancel First Name' })).toBeUnavailable();
    expect(details.getByLabelText('First Name')).toHaveAttribute('readonly');
    await person.click(saving);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith('firstName', 'Alexa', 'password');

    answer.resolve({ ...alex, firstName: 'Alexa' });
    await details.findByRole('button', { name: 'Edit First Name' });
    expect(details.getByLabelText('First Name')).toHaveValue('Alexa');
  });
});
