import { stubUseCases } from './use-case-stubs';

describe('stubUseCases, the use cases of a page test', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('gives the page what the test stubbed', async () => {
    const execute = jest.fn(async () => {});
    const useCases = stubUseCases({ signOut: { execute } });
    await useCases.signOut.execute();
    expect(execute).toHaveBeenCalledTimes(1);
  });

  test('fails a call the test did not stub, naming it', async () => {
    const useCases = stubUseCases({});
    await expect(useCases.signIn.execute({ email: 'a@b.test', password: 'x' })).rejects.toThrow(
      'The test did not stub signIn.execute',
    );
    expect(console.error).toHaveBeenCalledWith('The test did not stub signIn.execute');
  });
});
