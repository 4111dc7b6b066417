import { AppError } from '../domain/errors';
import { INPUT_BOUNDS, isTooLong } from '../domain/input-bounds';

/**
 * The API takes a first or last name of at most 50 characters (DESIGN.md, "Bounded input"); a
 * longer one is a 400, as the real API answers it. The portal cuts a provider's long name before
 * it is sent (cutAtWord), and its forms never send one.
 */
export function assertNamesFit(names: { firstName?: string; lastName?: string }): void {
  for (const field of ['firstName', 'lastName'] as const) {
    if (isTooLong(field, names[field])) {
      throw new AppError(
        'api/bad-request',
        `${field} can be at most ${INPUT_BOUNDS[field]} characters.`,
      );
    }
  }
}
