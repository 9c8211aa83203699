import { createCipheriv, createDecipheriv, createHash, pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import {
  AES_KEY_BYTES,
  type GatewayPrimitives,
  PBKDF2_ITERATIONS,
  webCryptoPrimitives,
} from '@carteira/core/envelope';

const GCM_TAG_BYTES = 16;
const derive = promisify(pbkdf2);

/**
 * The gateway's envelope primitives on node:crypto (decision 0002): SHA-256 and AES-256-GCM run in the
 * calling thread in microseconds, where each WebCrypto call is a job handed to the thread pool and
 * back (about 170 µs of CPU for the four a call needs, against 11 µs here). The results are the
 * WebCrypto ones byte for byte: a 16-byte tag after the cipher text, any IV length. The RSA unwrap stays
 * WebCrypto's and PBKDF2 runs in the thread pool: both are once per client key (the key cache), and
 * neither should hold the event loop. The keys are raw bytes in this process's memory, as the private
 * key the gateway imports is.
 */
export const nodePrimitives: GatewayPrimitives<Buffer, Buffer> = {
  sha256Base64: (text) => createHash('sha256').update(text, 'utf8').digest('base64'),
  unwrapSecret: webCryptoPrimitives.unwrapSecret,
  deriveKey: (secret, salt) => derive(secret, salt, PBKDF2_ITERATIONS, AES_KEY_BYTES, 'sha256'),
  decrypt(key, iv, additionalData, cipher) {
    if (cipher.length < GCM_TAG_BYTES) throw new Error('cipher text shorter than its tag');
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAAD(additionalData);
    decipher.setAuthTag(cipher.subarray(cipher.length - GCM_TAG_BYTES));
    return Buffer.concat([
      decipher.update(cipher.subarray(0, cipher.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
  },
  importAnswerKey: (raw) => Buffer.from(raw),
  encrypt(key, iv, plain) {
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES });
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  },
};
