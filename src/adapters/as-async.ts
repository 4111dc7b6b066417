/**
 * Runs synchronous work the way an asynchronous call answers: later code sees a promise, and what
 * the work throws becomes a rejection rather than an exception at the call site.
 */
export function asAsync<Result>(work: () => Result): Promise<Result> {
  return new Promise((resolve) => resolve(work()));
}
