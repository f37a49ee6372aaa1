import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX, INVALID_IDEMPOTENCY_KEY } from './idempotency.ts';

/** Printable ASCII (space to tilde), as an HTTP header carries it. */
export const ZIdempotencyKey = z
  .string()
  .regex(new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY_KEY_MAX}}$`), INVALID_IDEMPOTENCY_KEY);
