import { AppError, isAppError, toAppError } from '../../src/domain/errors';

describe('AppError', () => {
  test('is an Error with a stable code', () => {
    const error = new AppError('identity/invalid-credentials', 'Wrong password');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(AppError);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('identity/invalid-credentials');
    expect(error.message).toBe('Wrong password');
  });

  test('uses its code as its message when given none', () => {
    expect(new AppError('network/timeout').message).toBe('network/timeout');
  });
});

describe('isAppError', () => {
  test.each([
    ['an Error', new Error('boom')],
    ['an object shaped like an AppError', { name: 'AppError', code: 'unknown', message: 'x' }],
    ['a string', 'identity/invalid-credentials'],
    ['null', null],
    ['undefined', undefined],
  ])('is false for %s', (_label, value) => {
    expect(isAppError(value)).toBe(false);
  });

  test('is true for an AppError', () => {
    expect(isAppError(new AppError('unknown'))).toBe(true);
  });
});

describe('toAppError', () => {
  test('gives an AppError back as it is', () => {
    const error = new AppError('promo/invalid', 'No such code');
    expect(toAppError(error)).toBe(error);
  });

  test('turns an Error into an unknown one that keeps the message', () => {
    const error = toAppError(new TypeError('Failed to fetch'));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('Failed to fetch');
  });

  test('turns a string into an unknown one with that message', () => {
    const error = toAppError('Something broke');
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('Something broke');
  });

  test.each([
    ['an object', { code: 'auth/invalid-credential', message: 'Nope' }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 500],
  ])('turns %s into a plain unknown error', (_label, value) => {
    const error = toAppError(value);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('unknown');
  });
});
