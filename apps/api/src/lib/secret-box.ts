import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for stored credentials. Ciphertexts look like `v1.<keyId>.<iv>.<tag>.<data>` (base64url);
 * the AAD names where the value lives (table, column, row) so a ciphertext moved to another row fails.
 * Several keys may be loaded: the first encrypts, all decrypt (key rotation).
 */
export class SecretBox {
  readonly #keys: Map<string, Buffer>;
  readonly #currentId: string;

  constructor(keys: Buffer[]) {
    if (keys.length === 0) throw new Error('SecretBox needs at least one key');
    this.#keys = new Map();
    for (const key of keys) {
      if (key.length !== 32) throw new Error('SecretBox keys must be 32 bytes');
      this.#keys.set(SecretBox.keyId(key), key);
    }
    this.#currentId = SecretBox.keyId(keys[0]!);
  }

  /** A short public fingerprint of a key, stored with each ciphertext so the right key decrypts it. */
  static keyId(key: Buffer): string {
    return createHash('sha256').update(key).digest('base64url').slice(0, 8);
  }

  get currentKeyId(): string {
    return this.#currentId;
  }

  /**
   * A secret of its own for `purpose` (signing the public forms' tokens, say), derived from the current
   * key: the key itself never leaves the box, and each purpose's secret tells nothing of another's.
   */
  derive(purpose: string): string {
    return createHmac('sha256', this.#keys.get(this.#currentId)!)
      .update(`derive:${purpose}`)
      .digest('base64url');
  }

  encrypt(plaintext: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#keys.get(this.#currentId)!, iv);
    cipher.setAAD(Buffer.from(aad));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      'v1',
      this.#currentId,
      iv.toString('base64url'),
      tag.toString('base64url'),
      data.toString('base64url'),
    ].join('.');
  }

  /** Throws when the ciphertext was tampered with, moved to another row, or its key is unknown. */
  decrypt(ciphertext: string, aad: string): string {
    const [version, keyId, iv, tag, data] = ciphertext.split('.');
    if (version !== 'v1' || !keyId || !iv || !tag || data === undefined)
      throw new Error('Malformed ciphertext');
    const key = this.#keys.get(keyId);
    if (!key) throw new Error(`Unknown encryption key ${keyId}`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  needsRotation(ciphertext: string): boolean {
    return ciphertext.split('.')[1] !== this.#currentId;
  }
}
