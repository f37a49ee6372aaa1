import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_HOURS } from '@app/domain';

/** The `Idempotency-Key` header every signed-in POST takes (the tRPC creates and `POST /uploads`). */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: `Makes the call safe to send again (a double-click, a retry after a lost answer): the same key from the same user within ${IDEMPOTENCY_KEY_TTL_HOURS} hours answers the first answer again (same status and body) and does nothing; the same key with a different request is a 422; two requests at once with one key run once. A refused call (4xx, 5xx) keeps nothing, so it can be retried with the same key. Use a new random key (a UUID) per intended write.`,
  schema: {
    type: 'string',
    minLength: 1,
    maxLength: IDEMPOTENCY_KEY_MAX,
    pattern: `^[ -~]{1,${IDEMPOTENCY_KEY_MAX}}$`,
  },
  example: '5f0c6d1e-8a4b-4f3e-9c2d-7b1a0e9f6c3d',
};
