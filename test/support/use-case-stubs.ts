import type { UseCases } from '../../src/application/use-cases';

/** The use cases a page test gives its page: only the methods it means the page to call. */
export type UseCaseStubs = { [Name in keyof UseCases]?: Partial<UseCases[Name]> };

type Methods = Record<string, unknown>;

/**
 * The portal's use cases as a page test stubs them (`{ signIn: { execute: jest.fn() } }`). A call
 * the test did not stub fails loudly: the page did something the test did not expect.
 */
export function stubUseCases(stubs: UseCaseStubs = {}): UseCases {
  const given = stubs as Record<string, Methods | undefined>;
  return new Proxy({} as UseCases, {
    get: (_, useCase: string) =>
      new Proxy(given[useCase] ?? {}, {
        get: (methods: Methods, method: string) => methods[method] ?? notStubbed(useCase, method),
      }),
  });
}

function notStubbed(useCase: string, method: string) {
  return () => {
    const message = `The test did not stub ${useCase}.${method}`;
    console.error(message);
    return Promise.reject(new Error(message));
  };
}
