import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * An address sealed for a link: AES-256-GCM under a key derived from the functions' secret, so a link can name
 * the person it was sent to (the unsubscribe function needs the address to find their record in the sending
 * organisation) while a forwarded or logged link reveals nothing and an altered one opens to nothing.
 * Layout, base64url: 12-byte nonce, 16-byte tag, ciphertext.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('sealed-address\n').digest();

export function sealAddress(secret: string, address: string): string {
  if (!secret) throw new Error('No unsubscribe secret is configured');
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce);
  const sealed = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The address, or null when the value was not sealed with this secret or was changed. */
export function openAddress(secret: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (!secret || raw.length < 29 || raw.length > 400) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
