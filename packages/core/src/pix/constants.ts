/**
 * BR Code data object IDs and Pix limits.
 *
 * Sources: Manual de Padrões para Iniciação do Pix v2.10.0 (Banco Central do Brasil, part of the
 * Pix regulation), §2.5 to §2.8,
 * https://www.bcb.gov.br/content/estabilidadefinanceira/pix/Regulamento_Pix/II_ManualdePadroesparaIniciacaodoPix.pdf
 * and the Manual do BR Code it builds on (EMV QRCPS merchant-presented mode),
 * https://www.bcb.gov.br/content/estabilidadefinanceira/spb_docs/ManualBRCode.pdf
 */

export const ID = {
  PAYLOAD_FORMAT: '00',
  POINT_OF_INITIATION: '01',
  /** The Pix arrangement may sit in any merchant account information template 26..51. */
  MERCHANT_ACCOUNT: '26',
  MERCHANT_CATEGORY_CODE: '52',
  CURRENCY: '53',
  AMOUNT: '54',
  COUNTRY: '58',
  MERCHANT_NAME: '59',
  MERCHANT_CITY: '60',
  POSTAL_CODE: '61',
  ADDITIONAL_DATA: '62',
  CRC: '63',
} as const;

/** Sub-objects of the Pix merchant account information template (§2.6, §2.7). */
export const PIX_ID = {
  GUI: '00',
  KEY: '01',
  DESCRIPTION: '02',
  /** fss: ISPB of the withdrawal service facilitator; its presence marks a Pix Saque code (§2.6.1). */
  WITHDRAWAL_FACILITATOR: '03',
  URL: '25',
} as const;

/** Sub-object of the additional data field template 62: the reference label, the Pix txid. */
export const TXID_ID = '05';

/** The Pix GUI, written in lower case; read case-insensitively (§2.5, note 10). */
export const PIX_GUI = 'br.gov.bcb.pix';

export const PAYLOAD_FORMAT = '01';
/** Point of initiation: 11 when the same code serves many payments, 12 for a single use. */
export const POINT_OF_INITIATION_STATIC = '11';
export const POINT_OF_INITIATION_DYNAMIC = '12';
export const MERCHANT_CATEGORY_CODE = '0000';
/** ISO 4217 code of the real. */
export const CURRENCY_BRL = '986';
export const COUNTRY_BR = 'BR';
/** The txid placeholder when none is used (§2.6.2, note 25). */
export const NO_TXID = '***';
/** "6304": the CRC object's id and length, included in the CRC (§2.6.3). */
export const CRC_TAG = '6304';

/** A template's value is at most 99 characters (§2.6.1). */
export const TEMPLATE_MAX_LENGTH = 99;
export const MERCHANT_NAME_MAX_LENGTH = 25;
export const MERCHANT_CITY_MAX_LENGTH = 15;
/** 26-01: 99 - (4 + 14) for the GUI - 4 for the key's own id and length (§2.6, note 22). */
export const KEY_MAX_LENGTH = 77;
/** 26-02: 99 - 18 (GUI) - 5 (shortest key) - 4 (its own id and length) (§2.6, note 24). */
export const DESCRIPTION_MAX_LENGTH = 72;
/** 26-25: the location without scheme, at most 77 characters (§2.5.2). */
export const URL_MAX_LENGTH = 77;
/** 62-05 in a static code: 1 to 25 letters a-z, A-Z and digits (§2.6.2). */
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
/** 26-03: an ISPB, 8 digits. */
export const ISPB_PATTERN = /^\d{8}$/;

/** The bank's tipoQRCode: static 1, dynamic 2. */
export const PixQrType = { STATIC: 1, DYNAMIC: 2 } as const;
export type PixQrType = (typeof PixQrType)[keyof typeof PixQrType];
