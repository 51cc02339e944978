/**
 * The optional body encryption of spec/scanner.md: AES-256-GCM with a shared base64 256-bit key,
 * carried as `{iv, tag, data}` (base64 12-byte IV, 16-byte tag, ciphertext) under `X-Encrypted: true`.
 * Shared by the service and the platform client; a fresh random IV per message.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

const base64 = (bytes?: number) =>
  z.string().refine(
    (s) => /^[A-Za-z0-9+/]*={0,2}$/.test(s) && s.length % 4 === 0 && (bytes === undefined || Buffer.from(s, 'base64').length === bytes),
    bytes === undefined ? 'must be base64' : `must be ${bytes} bytes of base64`,
  );

export const encryptedPayloadSchema = z.object({
  iv: base64(12),
  tag: base64(16),
  data: base64(),
});

export type EncryptedPayload = z.infer<typeof encryptedPayloadSchema>;

/** The header that marks an encrypted body, in either direction. */
export const ENCRYPTED_HEADER = 'x-encrypted';

/** The 32-byte key from its base64 form; throws when it is not 256 bits. */
export function parseEncryptionKey(base64Key: string): Buffer {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== 32) throw new Error('encryption key must be 32 bytes of base64');
  return key;
}

/** Encrypts a UTF-8 text (the JSON body). */
export function encryptPayload(key: Buffer, plaintext: string): EncryptedPayload {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** Decrypts and authenticates; throws when the key, IV, tag or ciphertext do not match. */
export function decryptPayload(key: Buffer, payload: EncryptedPayload): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(payload.iv, 'base64'), { authTagLength: 16 });
  decipher.setAuthTag(Buffer.from(payload.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(payload.data, 'base64')), decipher.final()]).toString('utf8');
}
