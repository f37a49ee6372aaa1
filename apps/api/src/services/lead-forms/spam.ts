import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type Database, type Kysely, spendChallenge } from '@app/db';
import { createChallenge, sha, verifySolution } from 'altcha/lib';
import { z } from 'zod';

/*
 * The public forms' spam checks, none of them a third party's:
 * - a proof-of-work challenge (ALTCHA v2, SHA-256): the page finds the counter whose hash starts with
 *   the challenge's key prefix; a browser does it in well under a second, unseen. The challenge is
 *   signed with the server's secret, expires, and is accepted once (spent_challenges);
 * - a form token: the time the form was handed out, signed with the server's secret, so "too fast"
 *   is measured from the server's clock and a client cannot claim to have waited;
 * - a honeypot field (the service's).
 */

/**
 * How long a challenge and a form token stay good: a person may leave a form open for hours (a page
 * kept open longer fetches the form again before sending). Spent challenges are kept as long.
 */
const CHALLENGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Faster than this from the form's arrival to its submission is no person. */
const MIN_FILL_MS = 3000;
/** The counter the solver must find lies in this range: about 50,000 SHA-256 hashes at most. */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 50_000;
const ALGORITHM = 'SHA-256';

export type SpamSecrets = { challenge: string; challengeKey: string; formToken: string };

export function spamSecrets(derive: (purpose: string) => string): SpamSecrets {
  return {
    challenge: derive('lead-form-challenge'),
    challengeKey: derive('lead-form-challenge-key'),
    formToken: derive('lead-form-token'),
  };
}

/** A new challenge for the form `slug`, signed, expiring, its counter random. */
export async function newChallenge(secrets: SpamSecrets, slug: string, now = Date.now()) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey: sha.deriveKey,
    expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1000),
    data: { form: slug },
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.challengeKey,
  });
}

const ZPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
        salt: z.string().regex(/^[0-9a-f]{2,128}$/),
        cost: z.literal(1),
        keyLength: z.int().min(1).max(64),
        keyPrefix: z.string().regex(/^[0-9a-f]{0,128}$/),
        expiresAt: z.int(),
        data: z
          .object({ form: z.string() })
          .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: z.string().regex(/^[0-9a-f]{2,128}$/),
    time: z.number().optional(),
  }),
});

/** The solved challenge in the ALTCHA widget's payload (base64 JSON), or null when it is not one. */
function parsePayload(text: string) {
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(text, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether `payload` solves a challenge this server made for the form `slug`, unexpired, and is its first
 * use: the check spends it (in the caller's transaction), so a replay answers false.
 */
export async function challengeSolved(
  db: Kysely<Database>,
  secrets: SpamSecrets,
  slug: string,
  payload: string | undefined,
): Promise<boolean> {
  const parsed = payload ? parsePayload(payload) : null;
  if (!parsed || parsed.challenge.parameters.data.form !== slug) return false;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey: sha.deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.challengeKey,
  });
  if (!result.verified) return false;
  return spendChallenge(
    db,
    parsed.challenge.parameters.nonce,
    new Date(parsed.challenge.parameters.expiresAt * 1000),
  );
}

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** The form token: `<issued ms>.<slug's and time's HMAC>`. */
export function newFormToken(secrets: SpamSecrets, slug: string, now = Date.now()): string {
  return `${now}.${sign(secrets.formToken, `${slug}:${now}`)}`;
}

/** Whether `token` is this server's for the form `slug`, at least MIN_FILL_MS old and not expired. */
export function formTokenGood(
  secrets: SpamSecrets,
  slug: string,
  token: string | undefined,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const issued = Number(match[1]);
  const expected = Buffer.from(sign(secrets.formToken, `${slug}:${issued}`));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now - issued;
  return age >= MIN_FILL_MS && age <= CHALLENGE_TTL_MS;
}
