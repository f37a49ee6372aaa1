/**
 * A client names one intended write with this header, so that sending it again (a double-click, a retry
 * after a lost answer) replays the first answer instead of writing twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a key is remembered; afterwards the same key is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 200;
export const INVALID_IDEMPOTENCY_KEY = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters`;
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was used with a different request; send a new key for a new request';
