import type { Centavos } from '../money/index.ts';
import { parseBrCodeAmount } from './amount.ts';
import {
  COUNTRY_BR,
  CRC_TAG,
  CURRENCY_BRL,
  ID,
  ISPB_PATTERN,
  MERCHANT_CITY_MAX_LENGTH,
  MERCHANT_NAME_MAX_LENGTH,
  NO_TXID,
  PAYLOAD_FORMAT,
  PIX_GUI,
  PIX_ID,
  PixQrType,
  POINT_OF_INITIATION_DYNAMIC,
  POINT_OF_INITIATION_STATIC,
  TXID_ID,
  TXID_PATTERN,
} from './constants.ts';
import { crc16 } from './crc16.ts';
import { dictKeyType, type PixKeyType } from './keys.ts';
import { isPspLocation } from './location.ts';
import { findField, parseTlv, type TlvField } from './tlv.ts';

interface PixBrCodeCommon {
  /** 01 as written: '11', '12', or undefined when absent (it is optional). */
  pointOfInitiation: '11' | '12' | undefined;
  /** True when 01 is '12': the code is meant for one payment only. */
  singleUse: boolean;
  /** 59, as written (up to 25 characters; the payer is shown the DICT name, not this). */
  merchantName: string;
  /** 60, as written (up to 15 characters). */
  merchantCity: string;
  /** 61, when present. */
  postalCode: string | undefined;
  /** 52, as written ("0000" when not informed). */
  merchantCategoryCode: string;
  /** 26-02 (infoAdicional), when present. */
  description: string | undefined;
  /** The location of recurrence parameters (80..99 with the Pix GUI, sub-object 25): a composite code of Pix Automático. */
  recurrenceUrl: string | undefined;
  /** The whole payload, trimmed, exactly as parsed. */
  payload: string;
  /** Every data object, templates opened one level, unknown ids included. */
  fields: readonly TlvField[];
}

/** A static code: the key is in the code; the amount, when present, is fixed. */
export interface StaticPixBrCode extends PixBrCodeCommon {
  kind: 'static';
  qrType: typeof PixQrType.STATIC;
  /** 26-01, in the DICT form. */
  key: string;
  keyType: PixKeyType;
  url: undefined;
  /** 54 in integer centavos; undefined when the payer types the amount. Zero only for Pix Saque. */
  amount: Centavos | undefined;
  /** 62-05; undefined when it is the "***" placeholder. */
  txid: string | undefined;
  /** Pix Saque: the ISPB in 26-03 (fss). */
  withdrawalFacilitator: string | undefined;
}

/**
 * A dynamic code: the charge (amount, txid, key) is fetched from `url`, and what the payload
 * behind it says wins. 54 and 62-05 are read when written (this bank writes them in its own
 * charges); a payer must not trust them over the payload.
 */
export interface DynamicPixBrCode extends PixBrCodeCommon {
  kind: 'dynamic';
  qrType: typeof PixQrType.DYNAMIC;
  /** 26-25: the PSP location, without scheme. */
  url: string;
  key: undefined;
  keyType: undefined;
  /** 54 when written, integer centavos above zero. */
  amount: Centavos | undefined;
  /** 62-05 when not "***". */
  txid: string | undefined;
  withdrawalFacilitator: undefined;
}

export type PixBrCode = StaticPixBrCode | DynamicPixBrCode;

/**
 * Why a text was refused:
 * - 'format': not a well-formed BR Code (TLV broken, lengths wrong, 00 not first or 63 not last,
 *   a mandatory object missing or wrong: 52, 53 "986", 58 "BR", 59, 60, 62-05; key and URL
 *   together, neither, an fss that is not an ISPB, an fss beside a URL, a bad point of initiation);
 * - 'not-pix': no "br.gov.bcb.pix" marker (case-insensitive) where a Pix arrangement goes;
 * - 'crc': the CRC16 in 63 does not match the payload;
 * - 'amount': 54 is not a valid amount (or is zero in an ordinary static code);
 * - 'txid': 62-05 of a static code is neither "***" nor 1 to 25 letters and digits;
 * - 'key': 26-01 is not a Pix key in the DICT form;
 * - 'url': 26-25 is not a PSP location (scheme, spaces, no host, too long);
 * - 'unsupported': a Pix code with neither key nor URL for a payment: a composite code that only
 *   offers a recurrence (Pix Automático), which this wallet does not take.
 */
export type BrCodeParseFailure =
  | 'format'
  | 'not-pix'
  | 'crc'
  | 'amount'
  | 'txid'
  | 'key'
  | 'url'
  | 'unsupported';

export type ParseBrCodeResult =
  | { ok: true; code: PixBrCode }
  | {
      ok: false;
      reason: BrCodeParseFailure;
      /** A developer's explanation in English; not for the screen. */
      detail: string;
    };

function fail(reason: BrCodeParseFailure, detail: string): ParseBrCodeResult {
  return { ok: false, reason, detail };
}

const isPixTemplate = (field: TlvField): boolean =>
  findField(field.children, PIX_ID.GUI)?.value.toLowerCase() === PIX_GUI;

const inRange = (id: string, low: number, high: number): boolean => Number(id) >= low && Number(id) <= high;

/**
 * What a pasted "Pix copia e cola" needs before parsing: every "%20" (a space escaped by a link
 * or a banner action) becomes a space, and surrounding whitespace goes.
 */
export function normalizePastedCode(text: string): string {
  return text.replaceAll('%20', ' ').trim();
}

/**
 * Reads a Pix BR Code. Surrounding whitespace is ignored (call normalizePastedCode first on a
 * pasted text). The checks, in order: the Pix marker anywhere in the text ('not-pix'), the CRC
 * object at the end and its value ('format', 'crc'), the TLV tree ('format'), the Pix
 * arrangement in 26..51 ('not-pix'), then the objects one by one. Unknown ids are accepted, and
 * so are other arrangements beside the Pix one (a multi-arrangement BR Code).
 */
export function parseBrCode(text: string): ParseBrCodeResult {
  const payload = text.trim();
  if (payload === '') return fail('format', 'empty text');
  if (!payload.toLowerCase().includes(PIX_GUI)) return fail('not-pix', 'no br.gov.bcb.pix marker');

  const crcAt = payload.length - 8;
  if (
    crcAt < 0 ||
    payload.slice(crcAt, crcAt + 4) !== CRC_TAG ||
    !/^[0-9A-Fa-f]{4}$/.test(payload.slice(-4))
  ) {
    return fail('format', 'the payload does not end with the CRC object 6304XXXX');
  }
  if (crc16(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) {
    return fail('crc', `CRC ${payload.slice(-4)} does not match ${crc16(payload.slice(0, -4))}`);
  }

  const fields = parseTlv(payload);
  if (fields === null) return fail('format', 'not a sequence of id-length-value objects');
  const ids = fields.map((field) => field.id);
  if (new Set(ids).size !== ids.length) return fail('format', 'an id appears twice at the top level');
  if (fields[0]?.id !== ID.PAYLOAD_FORMAT || fields[0].value !== PAYLOAD_FORMAT) {
    return fail('format', 'the payload format indicator 00 "01" is not first');
  }
  const last = fields[fields.length - 1];
  if (last?.id !== ID.CRC || last.value.length !== 4) {
    return fail('format', 'the CRC object 63 is not last, or not 4 characters');
  }

  const pix = fields.find((field) => inRange(field.id, 26, 51) && isPixTemplate(field));
  if (pix === undefined) return fail('not-pix', 'no merchant account template 26..51 with the Pix GUI');
  const recurrence = fields.find((field) => inRange(field.id, 80, 99) && isPixTemplate(field));
  const recurrenceUrl = findField(recurrence?.children, PIX_ID.URL)?.value;

  const get = (id: string): string | undefined => findField(fields, id)?.value;

  const point = get(ID.POINT_OF_INITIATION);
  if (point !== undefined && point !== POINT_OF_INITIATION_STATIC && point !== POINT_OF_INITIATION_DYNAMIC) {
    return fail('format', `point of initiation ${point} is neither 11 nor 12`);
  }
  const merchantCategoryCode = get(ID.MERCHANT_CATEGORY_CODE);
  if (merchantCategoryCode === undefined || !/^\d{4}$/.test(merchantCategoryCode)) {
    return fail('format', 'merchant category code 52 is missing or not 4 digits');
  }
  if (get(ID.CURRENCY) !== CURRENCY_BRL) return fail('format', 'currency 53 is not 986');
  if (get(ID.COUNTRY) !== COUNTRY_BR) return fail('format', 'country code 58 is not BR');
  const merchantName = get(ID.MERCHANT_NAME);
  if (!merchantName || [...merchantName].length > MERCHANT_NAME_MAX_LENGTH) {
    return fail('format', 'merchant name 59 is missing or longer than 25');
  }
  const merchantCity = get(ID.MERCHANT_CITY);
  if (!merchantCity || [...merchantCity].length > MERCHANT_CITY_MAX_LENGTH) {
    return fail('format', 'merchant city 60 is missing or longer than 15');
  }
  const additional = findField(fields, ID.ADDITIONAL_DATA);
  if (additional?.children === undefined) return fail('format', 'additional data 62 is missing or not TLV');
  const rawTxid = findField(additional.children, TXID_ID)?.value;
  if (rawTxid === undefined) return fail('format', 'the txid 62-05 is missing (always present in a BR Code)');

  const account = pix.children ?? [];
  const key = findField(account, PIX_ID.KEY)?.value;
  const url = findField(account, PIX_ID.URL)?.value;
  const fss = findField(account, PIX_ID.WITHDRAWAL_FACILITATOR)?.value;
  if (key !== undefined && url !== undefined) return fail('format', 'both a key (26-01) and a URL (26-25)');
  if (key === undefined && url === undefined) {
    return recurrenceUrl !== undefined
      ? fail('unsupported', 'a composite code with only recurrence parameters')
      : fail('format', 'neither a key (26-01) nor a URL (26-25)');
  }
  if (fss !== undefined && !ISPB_PATTERN.test(fss)) {
    return fail('format', 'the fss 26-03 is not an 8-digit ISPB');
  }

  const common: PixBrCodeCommon = {
    pointOfInitiation: point,
    singleUse: point === POINT_OF_INITIATION_DYNAMIC,
    merchantName,
    merchantCity,
    postalCode: get(ID.POSTAL_CODE),
    merchantCategoryCode,
    description: findField(account, PIX_ID.DESCRIPTION)?.value,
    recurrenceUrl,
    payload,
    fields,
  };

  const amountText = get(ID.AMOUNT);
  let amount: Centavos | undefined;
  if (amountText !== undefined) {
    const parsed = parseBrCodeAmount(amountText);
    if (parsed === null) {
      return fail('amount', `amount 54 "${amountText}" is not digits with up to 2 decimals`);
    }
    if (parsed === 0 && (fss === undefined || url !== undefined)) {
      return fail('amount', 'amount 54 is zero (allowed only in Pix Saque)');
    }
    amount = parsed;
  }
  const txidOk = rawTxid === NO_TXID || TXID_PATTERN.test(rawTxid);
  const txid = rawTxid === NO_TXID || !txidOk ? undefined : rawTxid;

  if (url !== undefined) {
    if (!isPspLocation(url)) {
      return fail('url', 'the URL 26-25 is not host/path without scheme of at most 77');
    }
    if (fss !== undefined) {
      return fail(
        'format',
        'an fss (26-03) beside a URL: Pix Saque in a dynamic code comes from its payload',
      );
    }
    return {
      ok: true,
      code: {
        ...common,
        kind: 'dynamic',
        qrType: PixQrType.DYNAMIC,
        url,
        key: undefined,
        keyType: undefined,
        amount,
        // Another PSP may write its own reference here; only a valid txid is read.
        txid,
        withdrawalFacilitator: undefined,
      },
    };
  }

  const keyType = key === undefined ? null : dictKeyType(key);
  if (key === undefined || keyType === null) {
    return fail('key', 'the key 26-01 is not a Pix key in the DICT form');
  }
  if (!txidOk) return fail('txid', 'the txid 62-05 is neither *** nor 1 to 25 letters and digits');

  return {
    ok: true,
    code: {
      ...common,
      kind: 'static',
      qrType: PixQrType.STATIC,
      key,
      keyType,
      url: undefined,
      amount,
      txid,
      withdrawalFacilitator: fss,
    },
  };
}
