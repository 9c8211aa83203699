import { describe, expect, it } from 'vitest';
import { PixKeyType } from './keys.ts';
import { edited, parsed, reason } from './test-helpers.ts';
import {
  BR_CODE_MANUAL_MULTI,
  BU_DYNAMIC_WITH_AMOUNT,
  BU_FSS_BESIDE_URL,
  BU_KEY_AND_URL,
  BU_KEY_SINGLE_USE,
  BU_STATIC_POINT_11,
  BU_URL_NO_POINT,
  BU_URL_POINT_11,
  BU_URL_WITH_SCHEME,
  COMMUNITY_STATIC_AS_PUBLISHED,
  GIST_DYNAMIC_UPPER_GUI,
  MANUAL_COMPOSITE_DYNAMIC,
  MANUAL_COMPOSITE_RECURRENCE_ONLY,
  MANUAL_COMPOSITE_STATIC,
  MANUAL_DYNAMIC,
  MANUAL_STATIC,
  OPEN_FINANCE_EXAMPLE,
  PIX_BRCODE_CRATE_SAMPLE,
  PIX_UTILS_DYNAMIC_NORMALIZED_NAME,
  PIX_UTILS_STATIC,
} from './test-vectors.ts';

describe("parseBrCode: the Pix manual's examples", () => {
  it('reads the static example (§2.6.3, CRC 1D3D)', () => {
    const code = parsed(MANUAL_STATIC);
    expect(code).toMatchObject({
      kind: 'static',
      qrType: 1,
      key: '123e4567-e12b-12d1-a456-426655440000',
      keyType: PixKeyType.EVP,
      url: undefined,
      amount: undefined,
      txid: undefined,
      description: undefined,
      withdrawalFacilitator: undefined,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      merchantCategoryCode: '0000',
      pointOfInitiation: undefined,
      singleUse: false,
      recurrenceUrl: undefined,
      postalCode: undefined,
      payload: MANUAL_STATIC,
    });
    expect(code.fields.map((field) => field.id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
  });

  it('reads the dynamic example (§2.7.2, CRC 64E4)', () => {
    expect(parsed(MANUAL_DYNAMIC)).toMatchObject({
      kind: 'dynamic',
      qrType: 2,
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      key: undefined,
      amount: undefined,
      txid: undefined,
      pointOfInitiation: '12',
      singleUse: true,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
  });

  it('reads the composite examples that carry a payment, with the recurrence location (§2.8.5.2, §2.8.5.3)', () => {
    expect(parsed(MANUAL_COMPOSITE_STATIC)).toMatchObject({
      kind: 'static',
      key: '123e4567-e12b-12d1-a456-426655440000',
      amount: 10050,
      recurrenceUrl: 'pix.example.com/rec/2353c790eefb11eaadc10242ac120002',
    });
    expect(parsed(MANUAL_COMPOSITE_DYNAMIC)).toMatchObject({
      kind: 'dynamic',
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      recurrenceUrl: 'pix.example.com/rec/2353c790eefb11eaadc10242ac120002',
    });
  });

  it('refuses the composite example that only offers a recurrence (§2.8.5.1) as unsupported', () => {
    expect(reason(MANUAL_COMPOSITE_RECURRENCE_ONLY)).toBe('unsupported');
  });
});

describe('parseBrCode: other published vectors', () => {
  it('picks the Pix arrangement out of the BR Code manual multi-arrangement example once its txid is Pix-valid', () => {
    // As published, the txid "RP12345678-2019" has a hyphen, outside the Pix alphabet (§2.6.2).
    expect(reason(BR_CODE_MANUAL_MULTI)).toBe('txid');
    const code = parsed(edited(BR_CODE_MANUAL_MULTI, '62190515RP12345678-2019', '62180514RP123456782019'));
    expect(code).toMatchObject({
      kind: 'static',
      key: '123e4567-e12b-12d1-a456-426655440000',
      amount: 12345,
      txid: 'RP123456782019',
      merchantName: 'NOME DO RECEBEDOR',
      merchantCity: 'BRASILIA',
      postalCode: '70074900',
      recurrenceUrl: undefined,
    });
    // The other arrangements stay in the tree, opened like any template.
    expect(code.fields.find((field) => field.id === '04')?.value).toBe('12345678901234');
    expect(code.fields.find((field) => field.id === '27')?.children).toEqual([
      { id: '00', value: 'BR.COM.OUTRO' },
      { id: '01', value: '0123456789' },
    ]);
    expect(code.fields.find((field) => field.id === '80')?.children?.[1]).toEqual({
      id: '01',
      value: '0123.ABCD.3456.WXYZ',
    });
  });

  it('refuses the Open Finance example, whose key is hex-encoded, for its key', () => {
    expect(reason(OPEN_FINANCE_EXAMPLE)).toBe('key');
  });

  it('reads independent generators’ outputs', () => {
    expect(parsed(PIX_UTILS_STATIC)).toMatchObject({
      key: 'thalesog@me.com',
      keyType: PixKeyType.EMAIL,
      description: 'Pedido 123',
      amount: 1000,
      merchantName: 'THALES OGLIARI',
      merchantCity: 'SAO MIGUEL DO O',
    });
    expect(parsed(PIX_UTILS_DYNAMIC_NORMALIZED_NAME)).toMatchObject({
      kind: 'dynamic',
      url: 'payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e87',
      pointOfInitiation: undefined,
      singleUse: false,
      merchantName: 'BARBARA PELE',
    });
    expect(parsed(PIX_BRCODE_CRATE_SAMPLE)).toMatchObject({
      key: 'saskenuba@gmail.com',
      description: '[Pix.ae]',
      amount: 5000,
      merchantName: 'Pix',
      merchantCity: 'Pix',
    });
  });

  it('finds the marker in any letter case', () => {
    expect(parsed(GIST_DYNAMIC_UPPER_GUI)).toMatchObject({
      kind: 'dynamic',
      url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
      merchantCity: 'SAO PAULO',
    });
    expect(parsed(edited(MANUAL_STATIC, 'br.gov.bcb.pix', 'Br.Gov.Bcb.Pix')).key).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
  });

  it('reads the point of initiation as written, and the kind from key or URL', () => {
    expect(parsed(BU_KEY_SINGLE_USE)).toMatchObject({
      kind: 'static',
      pointOfInitiation: '12',
      singleUse: true,
      key: '12345678909',
      keyType: PixKeyType.CPF,
    });
    expect(parsed(BU_STATIC_POINT_11)).toMatchObject({
      kind: 'static',
      pointOfInitiation: '11',
      singleUse: false,
    });
    expect(parsed(BU_URL_POINT_11)).toMatchObject({
      kind: 'dynamic',
      pointOfInitiation: '11',
      url: 'pix.example.com/qr/v2/1234',
    });
    expect(parsed(BU_URL_NO_POINT)).toMatchObject({ kind: 'dynamic', pointOfInitiation: undefined });
  });

  it('reads the amount and txid written in a dynamic code (the payload behind the URL still wins, §2.7)', () => {
    expect(parsed(BU_DYNAMIC_WITH_AMOUNT)).toMatchObject({
      kind: 'dynamic',
      amount: 100,
      txid: undefined,
    });
    const withTxid = edited(MANUAL_DYNAMIC, '62070503***', '62100506ABC123');
    expect(parsed(withTxid).txid).toBe('ABC123');
  });

  it('refuses malformed published cases for the right reason', () => {
    expect(reason(BU_KEY_AND_URL)).toBe('format');
    expect(reason(BU_URL_WITH_SCHEME)).toBe('url');
    expect(reason(BU_FSS_BESIDE_URL)).toBe('format');
    // City of 19 characters (60 allows 15); the txid has hyphens too.
    expect(reason(COMMUNITY_STATIC_AS_PUBLISHED)).toBe('format');
    expect(
      parsed(
        edited(
          COMMUNITY_STATIC_AS_PUBLISHED,
          '6019Presidente Prudente62180514Um-Id-Qualquer',
          '6010Presidente62160512UmIdQualquer',
        ),
      ),
    ).toMatchObject({ key: 'bee05743-4291-4f3c-9259-595df1307ba1', amount: 1000, txid: 'UmIdQualquer' });
  });
});
