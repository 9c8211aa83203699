export * from './types.ts';
export { bytesToBase64, base64ToBytes, bytesToBase64Url } from './base64.ts';
export { MAX_CLOCK_SKEW_MS, PBKDF2_ITERATIONS } from './crypto-params.ts';
export { generateGatewayKeyPair, importGatewayKeyPair, importGatewayPublicKey, keyIdOf } from './keys.ts';
export type { GatewayKeyPair } from './keys.ts';
export { sealRequest, openAnswer } from './seal.ts';
export { openRequest, sealAnswer } from './open.ts';
export type { OpenedRequest } from './open.ts';
