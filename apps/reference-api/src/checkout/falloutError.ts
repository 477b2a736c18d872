import { checkoutErrorCodes, type FalloutErrorBody } from '@aisle/contracts/checkout';
import { ApiError } from '../errors/apiError';

/** 422 FALLOUT_ERROR naming the items that can no longer be ordered (`newlyIneligibleUpcs`). */
export class FalloutError extends ApiError {
  constructor(
    reason: string,
    readonly newlyIneligibleUpcs: readonly string[],
  ) {
    super(422, checkoutErrorCodes.fallout, reason);
  }

  override get body(): FalloutErrorBody {
    return { errors: { ...super.body.errors, newlyIneligibleUpcs: [...this.newlyIneligibleUpcs] } };
  }
}
