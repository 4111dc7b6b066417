import { CANCEL_REASONS, isCancelReason } from '../../src/domain/cancel-reasons';

describe('cancel reasons', () => {
  test('offers the seven reasons of the specification, each once', () => {
    expect(CANCEL_REASONS).toHaveLength(7);
    expect(new Set(CANCEL_REASONS).size).toBe(7);
  });

  test.each(CANCEL_REASONS)('recognises %s as a reason', (reason) => {
    expect(isCancelReason(reason)).toBe(true);
  });

  test.each([
    ['an unknown id', 'too-cheap'],
    ['the text instead of the id', 'It is too expensive'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 0],
    ['an array of a reason', ['no-reason']],
  ])('rejects %s', (_label, value) => {
    expect(isCancelReason(value)).toBe(false);
  });
});
