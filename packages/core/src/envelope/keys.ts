import { base64ToBytes, bytesToBase64, bytesToBase64Url } from './base64.ts';
import { RSA_ALGORITHM, subtle } from './crypto-params.ts';

export interface GatewayKeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  /** base64 SPKI (DER) of the public key, as GET public-key serves it. */
  spkiBase64: string;
  /** base64 PKCS#8 (DER) of the private key, for storage on the server. */
  pkcs8Base64: string;
  keyId: string;
}

/** The key id: base64url SHA-256 of the SPKI bytes. */
export async function keyIdOf(spkiBase64: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', base64ToBytes(spkiBase64));
  return bytesToBase64Url(new Uint8Array(digest));
}

export async function generateGatewayKeyPair(): Promise<GatewayKeyPair> {
  const pair = await subtle().generateKey(
    { ...RSA_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spkiBase64 = bytesToBase64(new Uint8Array(await subtle().exportKey('spki', pair.publicKey)));
  const pkcs8Base64 = bytesToBase64(new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey)));
  return { ...pair, spkiBase64, pkcs8Base64, keyId: await keyIdOf(spkiBase64) };
}

/** Loads a stored key pair (server side). */
export async function importGatewayKeyPair(spkiBase64: string, pkcs8Base64: string): Promise<GatewayKeyPair> {
  const publicKey = await importGatewayPublicKey(spkiBase64);
  const privateKey = await subtle().importKey('pkcs8', base64ToBytes(pkcs8Base64), RSA_ALGORITHM, false, [
    'decrypt',
  ]);
  return { publicKey, privateKey, spkiBase64, pkcs8Base64, keyId: await keyIdOf(spkiBase64) };
}

/** Imports the gateway's public key as GET public-key serves it (client side). */
export function importGatewayPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', base64ToBytes(spkiBase64), RSA_ALGORITHM, false, ['encrypt']);
}
