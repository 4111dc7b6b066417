import { AppError } from '../../src/domain/errors';
import type { Answer } from '../../tools/api-server/answers';
import { IdempotentAnswers } from '../../tools/api-server/idempotency';

const OK: Answer = { status: 200, body: { clientSecret: 'pi_1_secret_2' } };

describe('IdempotentAnswers', () => {
  it('runs a repeated key once and gives its answer again', async () => {
    const answers = new IdempotentAnswers();
    const run = jest.fn(() => Promise.resolve(OK));

    await answers.answer('caller', 'key-1', { a: 1 }, run);
    const again = await answers.answer('caller', 'key-1', { a: 1 }, run);

    expect(again).toBe(OK);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the retry of a failed request runs again', async () => {
    const answers = new IdempotentAnswers();
    const run = jest
      .fn<Promise<Answer>, []>()
      .mockRejectedValueOnce(new AppError('api/server', 'The database was away.'))
      .mockResolvedValueOnce(OK);

    await expect(answers.answer('caller', 'key-1', {}, run)).rejects.toThrow('away');
    await expect(answers.answer('caller', 'key-1', {}, run)).resolves.toBe(OK);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs every request without a key', async () => {
    const answers = new IdempotentAnswers();
    const run = jest.fn(() => Promise.resolve(OK));

    await answers.answer('caller', null, {}, run);
    await answers.answer('caller', null, {}, run);

    expect(run).toHaveBeenCalledTimes(2);
  });
});
