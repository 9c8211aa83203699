import { describe, expect, it } from 'vitest';
import { type Centavos, centavos } from '../money/index.ts';
import { BrCodeBuildError, type BrCodeInput, buildBrCode } from './build.ts';
import { crc16 } from './crc16.ts';
import { parsed } from './test-helpers.ts';
import {
  BU_KEY_SINGLE_USE,
  BU_STATIC_POINT_11,
  MANUAL_DYNAMIC,
  MANUAL_STATIC,
  PIX_UTILS_STATIC,
  PIX_UTILS_STATIC_NO_AMOUNT,
} from './test-vectors.ts';
import { parseTlv } from './tlv.ts';

const MANUAL_KEY = '123e4567-e12b-12d1-a456-426655440000';
const EVP = 'bee05743-4291-4f3c-9259-595df1307ba1';

function buildError(input: BrCodeInput): BrCodeBuildError {
  try {
    buildBrCode(input);
  } catch (error) {
    if (error instanceof BrCodeBuildError) return error;
    throw error;
  }
  throw new Error('expected a BrCodeBuildError');
}

/** The value of the Pix merchant account template (26) of a built code. */
const template26 = (code: string): string => parseTlv(code)?.find((field) => field.id === '26')?.value ?? '';

const base = { merchantName: 'Fulano de Tal', merchantCity: 'Brasília' } as const;

describe('buildBrCode: published vectors, byte for byte', () => {
  it("writes the Pix manual's static example (§2.6.3) when letter case is kept", () => {
    expect(
      buildBrCode({
        kind: 'static',
        key: MANUAL_KEY,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        letterCase: 'as-given',
      }),
    ).toBe(MANUAL_STATIC);
  });

  it("writes the Pix manual's dynamic example (§2.7.2) when letter case is kept", () => {
    expect(
      buildBrCode({
        kind: 'dynamic',
        url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        letterCase: 'as-given',
      }),
    ).toBe(MANUAL_DYNAMIC);
  });

  it("writes pix-utils' expected static codes from accented, mixed-case input", () => {
    const input = {
      kind: 'static',
      key: 'thalesog@me.com',
      description: 'Pedido 123',
      merchantName: 'Thales Ogliari',
      merchantCity: 'SÃO MIGUÉL DO O',
    } as const;
    expect(buildBrCode({ ...input, amount: centavos(1000) })).toBe(PIX_UTILS_STATIC);
    expect(buildBrCode(input)).toBe(PIX_UTILS_STATIC_NO_AMOUNT);
    expect(buildBrCode({ ...input, amount: centavos(0) })).toBe(PIX_UTILS_STATIC_NO_AMOUNT);
  });

  it('writes the point of initiation of a static code when asked', () => {
    const input = {
      kind: 'static',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      letterCase: 'as-given',
    } as const;
    expect(buildBrCode({ ...input, key: MANUAL_KEY, pointOfInitiation: '11' })).toBe(BU_STATIC_POINT_11);
    expect(buildBrCode({ ...input, key: '12345678909', pointOfInitiation: '12' })).toBe(BU_KEY_SINGLE_USE);
  });
});

describe('buildBrCode: the objects', () => {
  it('writes name and city as banks do: no accents, upper case, and says so in the code', () => {
    const code = buildBrCode({
      kind: 'static',
      key: MANUAL_KEY,
      merchantName: 'João da Conceição',
      merchantCity: 'São Paulo',
    });
    expect(code).toContain('5917JOAO DA CONCEICAO6009SAO PAULO');
    expect(parsed(code)).toMatchObject({ merchantName: 'JOAO DA CONCEICAO', merchantCity: 'SAO PAULO' });
  });

  it('cuts the name to 25 and the city to 15 characters, never ending on a space', () => {
    const code = buildBrCode({
      kind: 'static',
      key: MANUAL_KEY,
      merchantName: 'Maria Aparecida dos Santos Oliveira',
      merchantCity: 'São José dos Campos',
    });
    expect(parsed(code)).toMatchObject({
      merchantName: 'MARIA APARECIDA DOS SANTO',
      merchantCity: 'SAO JOSE DOS CA',
    });
    const cutAtSpace = buildBrCode({
      kind: 'static',
      key: MANUAL_KEY,
      merchantName: 'Fulano',
      merchantCity: 'SAO JOSE DO RIO PRETO',
    });
    expect(parsed(cutAtSpace).merchantCity).toBe('SAO JOSE DO RIO');
    const name24 = buildBrCode({
      kind: 'static',
      key: MANUAL_KEY,
      merchantName: 'ANA MARIA DE SOUZA LIMAS X',
      merchantCity: 'X',
    });
    expect(parsed(name24).merchantName).toBe('ANA MARIA DE SOUZA LIMAS');
  });

  it('refuses a name or city with nothing printable', () => {
    expect(buildError({ kind: 'static', key: MANUAL_KEY, merchantName: '😀', merchantCity: 'X' }).field).toBe(
      'merchantName',
    );
    expect(buildError({ kind: 'static', key: MANUAL_KEY, merchantName: 'X', merchantCity: '  ' }).field).toBe(
      'merchantCity',
    );
  });

  it('writes the amount from integer centavos, "10.50" style, only above zero', () => {
    const amountField = (amount: Centavos) => {
      const code = buildBrCode({ kind: 'static', key: MANUAL_KEY, ...base, amount });
      return parseTlv(code)?.find((field) => field.id === '54')?.value;
    };
    expect(amountField(centavos(1050))).toBe('10.50');
    expect(amountField(centavos(1))).toBe('0.01');
    expect(amountField(centavos(100))).toBe('1.00');
    expect(amountField(centavos(123456789))).toBe('1234567.89');
    expect(amountField(centavos(999_999_999_999))).toBe('9999999999.99');
    expect(amountField(centavos(0))).toBeUndefined();
  });

  it('refuses a negative amount or one past 13 characters', () => {
    expect(buildError({ kind: 'static', key: MANUAL_KEY, ...base, amount: centavos(-1) }).field).toBe(
      'amount',
    );
    expect(
      buildError({ kind: 'static', key: MANUAL_KEY, ...base, amount: centavos(1_000_000_000_000) }).field,
    ).toBe('amount');
    expect(buildError({ kind: 'static', key: MANUAL_KEY, ...base, amount: 10.5 as Centavos }).field).toBe(
      'amount',
    );
  });

  it('writes the txid, or *** without one, and refuses one outside 1..25 letters and digits', () => {
    expect(buildBrCode({ kind: 'static', key: MANUAL_KEY, ...base })).toContain('62070503***6304');
    expect(parsed(buildBrCode({ kind: 'static', key: MANUAL_KEY, ...base, txid: 'Pedido42' })).txid).toBe(
      'Pedido42',
    );
    expect(parsed(buildBrCode({ kind: 'static', key: MANUAL_KEY, ...base, txid: 'A'.repeat(25) })).txid).toBe(
      'A'.repeat(25),
    );
    for (const txid of ['', 'A'.repeat(26), 'pedido-42', 'pedido 42', '***', 'ação']) {
      expect(buildError({ kind: 'static', key: MANUAL_KEY, ...base, txid }).field, txid).toBe('txid');
    }
  });

  it('refuses a key not in the DICT form', () => {
    for (const key of ['123.456.789-09', '12345678900', 'Fulano@Example.com', '(61) 91234-5678', '']) {
      expect(buildError({ kind: 'static', key, ...base }).field, key).toBe('key');
    }
  });

  it('cuts the description to what the 99-character template leaves, in its own case, without accents', () => {
    const withUuid = buildBrCode({
      kind: 'static',
      key: EVP,
      ...base,
      description: 'Aluguel de março '.repeat(10),
    });
    const account = template26(withUuid);
    expect(account.length).toBe(99);
    // 99 - 18 (GUI) - 40 (key) - 4 (own id and length) = 37 characters of description.
    expect(parsed(withUuid).description).toBe('Aluguel de marco Aluguel de marco Alu');

    const longKey = `${'a'.repeat(65)}@example.com`;
    expect(longKey.length).toBe(77);
    const noRoom = buildBrCode({ kind: 'static', key: longKey, ...base, description: 'Pedido 42' });
    expect(template26(noRoom).length).toBe(99);
    expect(parsed(noRoom).description).toBeUndefined();

    const cpf = buildBrCode({ kind: 'static', key: '12345678909', ...base, description: 'x'.repeat(100) });
    // 99 - 18 - 15 - 4 = 62, under the 72 of the manual.
    expect(parsed(cpf).description).toBe('x'.repeat(62));
    expect(
      parsed(buildBrCode({ kind: 'static', key: '12345678909', ...base, description: '  ' })).description,
    ).toBeUndefined();
  });

  it('writes Pix Saque with the fss in 26-03 and leaves the description the rest', () => {
    const code = buildBrCode({
      kind: 'static',
      key: '12345678909',
      ...base,
      amount: centavos(5000),
      withdrawalFacilitator: '12345678',
      description: 'y'.repeat(80),
    });
    expect(template26(code).length).toBe(99);
    expect(parsed(code)).toMatchObject({
      withdrawalFacilitator: '12345678',
      amount: 5000,
      description: 'y'.repeat(50),
    });
    expect(template26(code).endsWith('030812345678')).toBe(true);
  });

  it('refuses an fss that is not 8 digits, or that does not fit beside the key', () => {
    expect(
      buildError({ kind: 'static', key: MANUAL_KEY, ...base, withdrawalFacilitator: '1234567' }).field,
    ).toBe('withdrawalFacilitator');
    expect(
      buildError({ kind: 'static', key: MANUAL_KEY, ...base, withdrawalFacilitator: '1234567a' }).field,
    ).toBe('withdrawalFacilitator');
    const longKey = `${'a'.repeat(65)}@example.com`;
    expect(
      buildError({ kind: 'static', key: longKey, ...base, withdrawalFacilitator: '12345678' }).field,
    ).toBe('merchantAccount');
  });

  it('writes a dynamic code with 01 "12", the URL without scheme, no amount, txid ***', () => {
    const code = buildBrCode({
      kind: 'dynamic',
      url: 'https://pix.example.com/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      ...base,
    });
    expect(code.startsWith('000201010212')).toBe(true);
    expect(code).not.toContain('https');
    expect(code).toContain('62070503***6304');
    expect(parsed(code)).toMatchObject({
      kind: 'dynamic',
      qrType: 2,
      url: 'pix.example.com/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      singleUse: true,
    });
  });

  it('refuses a URL that is not a PSP location', () => {
    for (const url of [
      'http://pix.example.com/x',
      'pix.example.com',
      'pix.example.com/',
      'localhost/x',
      'pix example.com/x',
      `pix.example.com/${'a'.repeat(62)}`,
    ]) {
      expect(buildError({ kind: 'dynamic', url, ...base }).field, url).toBe('url');
    }
    expect(buildBrCode({ kind: 'dynamic', url: `pix.example.com/${'a'.repeat(61)}`, ...base })).toContain(
      '2577pix.example.com/',
    );
  });

  it('ends with a CRC over everything up to and including 6304', () => {
    const code = buildBrCode({ kind: 'static', key: MANUAL_KEY, ...base, amount: centavos(1234) });
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(code).toMatch(/^[\x20-\x7e]+$/);
  });
});
