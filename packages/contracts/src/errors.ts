import { z } from 'zod/mini';
import { ERROR_CODES } from './constants.ts';

export { ERROR_CODES };

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  /** For VALIDATION_FAILED: which field is wrong and why. */
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The body of a 204 answer (logout, logout everywhere): none, read as null. */
export const NoContent = z.null();
