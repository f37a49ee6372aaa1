import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { SHORT_TEXT_MAX } from '../constants.ts';

/** Every personal API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'evf_';
/** How many tokens one user may hold at a time. */
export const API_TOKENS_PER_USER = 20;
export const API_TOKEN_NAME_REQUIRED = 'Token name is required';
export const API_TOKEN_LIMIT_REACHED = `You already have ${API_TOKENS_PER_USER} API tokens. Revoke one you no longer use first.`;
export const INVALID_API_TOKEN = 'Invalid API token';

/** A token as its owner sees it in the list: never the token itself, nor its hash. */
export const ZApiToken = z.object({
  id: ZRowId,
  name: z.string(),
  createdAt: ZIsoDateTime,
  lastUsedAt: ZIsoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenCreateInput = z.object({
  name: requiredText(API_TOKEN_NAME_REQUIRED, SHORT_TEXT_MAX),
});
export type ApiTokenCreateInput = z.infer<typeof ZApiTokenCreateInput>;

/** The answer to a creation: the only time the token is ever shown. */
export const ZApiTokenCreated = z.object({
  id: ZRowId,
  name: z.string(),
  token: z.string().startsWith(API_TOKEN_PREFIX),
});
export type ApiTokenCreated = z.infer<typeof ZApiTokenCreated>;
