import { useState } from 'react';

/**
 * A new random key (128 bits, hex). `crypto.getRandomValues` rather than `randomUUID`, which browsers
 * give to secure contexts only (the app may be served over plain HTTP on a local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per opening of a create dialog: a new one each time `opened` turns true, the
 * same one for every submit until it closes, so a double-click, a second Enter or a retry after a
 * network error replays the first save instead of creating the record twice.
 */
export function useIdempotencyKey(opened: boolean): string {
  const [key, setKey] = useState(newIdempotencyKey);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setKey(newIdempotencyKey());
  }
  return key;
}

/**
 * The mutation options that send `key` as the request's `Idempotency-Key` header (see trpc.ts):
 * `trpc.clients.create.useMutation({ ...idempotent(key), onSuccess })`.
 */
export function idempotent(key: string) {
  return { trpc: { context: { idempotencyKey: key } } };
}
