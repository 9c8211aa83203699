import type { Centavos } from '../money/index.ts';
import { formatBrCodeAmount } from './amount.ts';
import {
  COUNTRY_BR,
  CRC_TAG,
  CURRENCY_BRL,
  DESCRIPTION_MAX_LENGTH,
  ID,
  ISPB_PATTERN,
  MERCHANT_CATEGORY_CODE,
  MERCHANT_CITY_MAX_LENGTH,
  MERCHANT_NAME_MAX_LENGTH,
  NO_TXID,
  PAYLOAD_FORMAT,
  PIX_GUI,
  PIX_ID,
  POINT_OF_INITIATION_DYNAMIC,
  TEMPLATE_MAX_LENGTH,
  TXID_ID,
  TXID_PATTERN,
} from './constants.ts';
import { crc16 } from './crc16.ts';
import { dictKeyType } from './keys.ts';
import { isPspLocation } from './location.ts';
import { toBrCodeAscii, truncate } from './text.ts';
import { tlv } from './tlv.ts';

interface BrCodeParty {
  /** Receiver's name; written as ASCII, upper case by default, cut to 25 characters. */
  merchantName: string;
  /** Receiver's city; written as ASCII, upper case by default, cut to 15 characters. */
  merchantCity: string;
  /**
   * 'upper' (default) writes name and city in upper case, as Brazilian banks do ("JOSE DA
   * SILVA"); 'as-given' keeps the letters' case (accents are stripped either way).
   */
  letterCase?: 'upper' | 'as-given';
}

/** A static code (§2.6): the key travels in the code; it may be paid many times. */
export interface StaticBrCodeInput extends BrCodeParty {
  kind: 'static';
  /** The Pix key in the DICT form (see normalizePixKey): 26-01. */
  key: string;
  /** Integer centavos; written in 54 only when above zero (otherwise the payer types it). */
  amount?: Centavos;
  /**
   * Free text shown to the payer (infoAdicional, 26-02). Written as ASCII in its own case, and
   * cut to what the 99-character template leaves after GUI, key and fss; left out when nothing
   * is left.
   */
  description?: string;
  /** 62-05: 1 to 25 letters and digits; "***" is written when absent. */
  txid?: string;
  /** Pix Saque: the 8-digit ISPB of the withdrawal service facilitator (fss, 26-03). */
  withdrawalFacilitator?: string;
  /** 01: left out by default, as in the manual's static example; '12' marks single use. */
  pointOfInitiation?: '11' | '12';
}

/**
 * A dynamic code (§2.7): the code carries the PSP location of the charge (26-25); 01 is "12".
 * The payload behind the location is authoritative; a bank that is its own PSP may also write the
 * charge's amount (54) and txid (62-05, at most 25 characters) so the code shows them offline.
 * Without them, 54 is left out and 62-05 is "***".
 */
export interface DynamicBrCodeInput extends BrCodeParty {
  kind: 'dynamic';
  /** The location without scheme ("pix.example.com/qr/v2/..."); a leading "https://" is dropped. */
  url: string;
  /** Integer centavos, above zero: written in 54. */
  amount?: Centavos;
  /** 62-05: 1 to 25 letters and digits; "***" when absent. */
  txid?: string;
}

export type BrCodeInput = StaticBrCodeInput | DynamicBrCodeInput;

export type BrCodeBuildField =
  | 'key'
  | 'url'
  | 'merchantName'
  | 'merchantCity'
  | 'amount'
  | 'txid'
  | 'withdrawalFacilitator'
  | 'merchantAccount';

/** Thrown by buildBrCode for input it cannot write; `field` says which. */
export class BrCodeBuildError extends Error {
  readonly field: BrCodeBuildField;

  constructor(field: BrCodeBuildField, message: string) {
    super(message);
    this.name = 'BrCodeBuildError';
    this.field = field;
  }
}

function partyText(text: string, max: number, letterCase: BrCodeParty['letterCase']): string {
  const ascii = toBrCodeAscii(text);
  return truncate(letterCase === 'as-given' ? ascii : ascii.toUpperCase(), max);
}

function merchantAccount(input: BrCodeInput): string {
  const gui = tlv(PIX_ID.GUI, PIX_GUI);
  if (input.kind === 'dynamic') {
    const url = input.url.trim().replace(/^https:\/\//i, '');
    if (!isPspLocation(url)) {
      throw new BrCodeBuildError(
        'url',
        'the location must be host/path without scheme, at most 77 characters',
      );
    }
    return gui + tlv(PIX_ID.URL, url);
  }
  if (dictKeyType(input.key) === null) {
    throw new BrCodeBuildError(
      'key',
      'the key must be a valid Pix key in the DICT form (see normalizePixKey)',
    );
  }
  let fields = gui + tlv(PIX_ID.KEY, input.key);
  let fss = '';
  if (input.withdrawalFacilitator !== undefined) {
    if (!ISPB_PATTERN.test(input.withdrawalFacilitator)) {
      throw new BrCodeBuildError('withdrawalFacilitator', 'the withdrawal facilitator is an 8-digit ISPB');
    }
    fss = tlv(PIX_ID.WITHDRAWAL_FACILITATOR, input.withdrawalFacilitator);
  }
  if (fields.length + fss.length > TEMPLATE_MAX_LENGTH) {
    throw new BrCodeBuildError(
      'merchantAccount',
      'key and withdrawal facilitator do not fit in 99 characters',
    );
  }
  const room = Math.min(DESCRIPTION_MAX_LENGTH, TEMPLATE_MAX_LENGTH - fields.length - fss.length - 4);
  const description = truncate(toBrCodeAscii(input.description ?? ''), Math.max(room, 0));
  if (description !== '') fields += tlv(PIX_ID.DESCRIPTION, description);
  return fields + fss;
}

/**
 * Writes a Pix BR Code ("Pix copia e cola", the text behind the QR code), in the order of the
 * manual's examples: 00 "01", 01 (dynamic, or when asked), 26 (GUI "br.gov.bcb.pix" and key,
 * description and fss, or the URL), 52 "0000", 53 "986", 54 (static, amount above zero),
 * 58 "BR", 59 name, 60 city, 62 with 05 txid or "***", 63 CRC16.
 *
 * Merchant name and city are written the way Brazilian banks write them: accents stripped,
 * ASCII only, upper case (unless letterCase is 'as-given'), cut to 25 and 15 characters. The
 * description is cut to fit the template. Everything else that cannot be written as given
 * throws a BrCodeBuildError naming the field: a key not in the DICT form, a bad URL, a negative
 * or too large amount, a txid outside 1..25 letters and digits, an fss that is not 8 digits, a
 * name or city with nothing printable left.
 */
export function buildBrCode(input: BrCodeInput): string {
  const name = partyText(input.merchantName, MERCHANT_NAME_MAX_LENGTH, input.letterCase);
  if (name === '') {
    throw new BrCodeBuildError('merchantName', 'the merchant name is empty once written as ASCII');
  }
  const city = partyText(input.merchantCity, MERCHANT_CITY_MAX_LENGTH, input.letterCase);
  if (city === '') {
    throw new BrCodeBuildError('merchantCity', 'the merchant city is empty once written as ASCII');
  }

  const pointOfInitiation = input.kind === 'dynamic' ? POINT_OF_INITIATION_DYNAMIC : input.pointOfInitiation;
  let amount = '';
  let txid = NO_TXID;
  if (input.amount !== undefined) {
    // A dynamic code's amount, when written, is above zero; a static one may be zero (Pix Saque).
    const floor = input.kind === 'dynamic' ? 1 : 0;
    if (!Number.isSafeInteger(input.amount) || input.amount < floor) {
      throw new BrCodeBuildError(
        'amount',
        'the amount is a whole number of centavos, above zero in a dynamic code',
      );
    }
    try {
      if (input.amount > 0) amount = tlv(ID.AMOUNT, formatBrCodeAmount(input.amount));
    } catch {
      throw new BrCodeBuildError('amount', 'the amount does not fit in the 13 characters of object 54');
    }
  }
  if (input.txid !== undefined) {
    if (!TXID_PATTERN.test(input.txid)) {
      throw new BrCodeBuildError('txid', 'the txid is 1 to 25 letters (a-z, A-Z) and digits');
    }
    txid = input.txid;
  }

  const body =
    tlv(ID.PAYLOAD_FORMAT, PAYLOAD_FORMAT) +
    (pointOfInitiation === undefined ? '' : tlv(ID.POINT_OF_INITIATION, pointOfInitiation)) +
    tlv(ID.MERCHANT_ACCOUNT, merchantAccount(input)) +
    tlv(ID.MERCHANT_CATEGORY_CODE, MERCHANT_CATEGORY_CODE) +
    tlv(ID.CURRENCY, CURRENCY_BRL) +
    amount +
    tlv(ID.COUNTRY, COUNTRY_BR) +
    tlv(ID.MERCHANT_NAME, name) +
    tlv(ID.MERCHANT_CITY, city) +
    tlv(ID.ADDITIONAL_DATA, tlv(TXID_ID, txid)) +
    CRC_TAG;
  return body + crc16(body);
}
