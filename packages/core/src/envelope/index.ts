export { base64ToBytes, bytesToBase64, bytesToBase64Url } from './base64.ts';
export { AES_KEY_BYTES, MAX_CLOCK_SKEW_MS, PBKDF2_ITERATIONS } from './crypto-params.ts';
export type { GatewayKeyPair } from './keys.ts';
export { generateGatewayKeyPair, importGatewayKeyPair, importGatewayPublicKey, keyIdOf } from './keys.ts';
export type { GatewayPrimitives, OpenedKeyCache, OpenedRequest } from './open.ts';
export { openRequest, sealAnswer, webCryptoPrimitives } from './open.ts';
export type { Sealer } from './seal.ts';
export { createSealer, openAnswer, SEALER_KEY_LIFETIME_MS, sealRequest } from './seal.ts';
export * from './types.ts';
