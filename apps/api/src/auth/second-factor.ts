/**
 * Where a user's TOTP secret lives, bound into its ciphertext: moved to another user, it fails. The
 * rules of the second factor are services/two-factor's.
 */
export const twoFactorAad = (userId: number) => `user_two_factor.secret_ciphertext:${userId}`;
