export {
  BR_CODE_AMOUNT_MAX,
  BR_CODE_AMOUNT_MAX_LENGTH,
  formatBrCodeAmount,
  parseBrCodeAmount,
} from './amount.ts';
export {
  BrCodeBuildError,
  type BrCodeBuildField,
  type BrCodeInput,
  buildBrCode,
  type DynamicBrCodeInput,
  type StaticBrCodeInput,
} from './build.ts';
export {
  DESCRIPTION_MAX_LENGTH,
  KEY_MAX_LENGTH,
  MERCHANT_CITY_MAX_LENGTH,
  MERCHANT_NAME_MAX_LENGTH,
  PIX_GUI,
  PixQrType,
  URL_MAX_LENGTH,
} from './constants.ts';
export { crc16 } from './crc16.ts';
export {
  detectKeyType,
  dictKeyType,
  formatPixKey,
  maskPixKey,
  maskStoredPixKey,
  normalizePixKey,
  PIX_EMAIL_MAX_LENGTH,
  PixKeyType,
  type PixKeyTypeName,
  pixKeyTypeFromName,
  pixKeyTypeName,
  validatePixKey,
} from './keys.ts';
export { isPspLocation } from './location.ts';
export {
  NEW_DEVICE_PIX_PER_DAY,
  NEW_DEVICE_PIX_PER_PAYMENT,
  type NewDeviceRefusal,
  newDevicePixRefusal,
} from './new-device-limit.ts';
export {
  type BrCodeParseFailure,
  type DynamicPixBrCode,
  normalizePastedCode,
  type ParseBrCodeResult,
  type PixBrCode,
  parseBrCode,
  type StaticPixBrCode,
} from './parse.ts';
export { toBrCodeAscii } from './text.ts';
export { parseTlv, splitTlv, type TlvField, tlv } from './tlv.ts';
