import type { ThrottlePolicy } from '@app/db';

/**
 * Failed sign-ins are counted per account and per IP in the database (packages/db login-throttle), so
 * every instance shares them: these are the limits and the keys.
 */

export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const IP_POLICY: ThrottlePolicy = { maxFailures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
