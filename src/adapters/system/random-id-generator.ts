import type { IdGenerator } from '../../application/ports/id-generator';

/** Unguessable ids from the platform's cryptographic generator. */
export class RandomIdGenerator implements IdGenerator {
  next(): string {
    return crypto.randomUUID();
  }
}
