import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import { BrCodeBuildError, buildBrCode } from './build.ts';
import { crc16 } from './crc16.ts';
import { parseBrCode } from './parse.ts';
import { splitTlv } from './tlv.ts';

const url = 'pix.carteira.example/qr/v2/0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const charge = {
  kind: 'dynamic' as const,
  url,
  merchantName: 'Carteira Financiamentos',
  merchantCity: 'São Paulo',
  amount: centavos(150_000),
  txid: 'CARTEIRAcob0000000000001A',
};

describe('a dynamic code with the charge written in it', () => {
  it('writes 01 "12", 26 with the GUI and the location (25), 54, 59, 60, 62-05 and the CRC', () => {
    const code = buildBrCode(charge);
    const top = splitTlv(code);
    expect(top?.map((f) => f.id)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    const byId = new Map(top?.map((f) => [f.id, f.value]));
    expect(byId.get('01')).toBe('12');
    expect(byId.get('26')).toBe(`0014br.gov.bcb.pix25${String(url.length).padStart(2, '0')}${url}`);
    expect(byId.get('54')).toBe('1500.00');
    expect(byId.get('59')).toBe('CARTEIRA FINANCIAMENTOS');
    expect(byId.get('60')).toBe('SAO PAULO');
    expect(byId.get('62')).toBe(`0525${charge.txid}`);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('reads back location, amount and txid', () => {
    const parsed = parseBrCode(buildBrCode(charge));
    expect(parsed.ok && parsed.code).toMatchObject({
      kind: 'dynamic',
      qrType: 2,
      singleUse: true,
      url,
      amount: 150_000,
      txid: charge.txid,
      key: undefined,
      merchantName: 'CARTEIRA FINANCIAMENTOS',
    });
  });

  it('without amount and txid writes no 54 and "***", and reads them as absent', () => {
    const code = buildBrCode({ ...charge, amount: undefined, txid: undefined });
    expect(code).toContain('62070503***6304');
    expect(code).not.toContain('5407');
    const parsed = parseBrCode(code);
    expect(parsed.ok && parsed.code).toMatchObject({ amount: undefined, txid: undefined });
  });

  it('refuses a zero amount or a txid outside 1..25 letters and digits', () => {
    const fieldOf = (input: Parameters<typeof buildBrCode>[0]) => {
      try {
        buildBrCode(input);
      } catch (err) {
        if (err instanceof BrCodeBuildError) return err.field;
      }
      return null;
    };
    expect(fieldOf({ ...charge, amount: centavos(0) })).toBe('amount');
    expect(fieldOf({ ...charge, txid: 'x'.repeat(26) })).toBe('txid');
    expect(fieldOf({ ...charge, txid: 'with-dash' })).toBe('txid');
  });

  it('ignores another PSP reference in 62-05 of a dynamic code, and refuses a zero amount', () => {
    const base = buildBrCode({ ...charge, amount: undefined, txid: undefined });
    const body = base.slice(0, -8).replace('62070503***', '62110507ab-cd-e');
    const other = `${body}6304${crc16(`${body}6304`)}`;
    const parsed = parseBrCode(other);
    expect(parsed.ok && parsed.code).toMatchObject({ kind: 'dynamic', txid: undefined });

    const zero = base.slice(0, -8).replace('5802BR', '54040.005802BR');
    const withZero = `${zero}6304${crc16(`${zero}6304`)}`;
    expect(parseBrCode(withZero)).toMatchObject({ ok: false, reason: 'amount' });
  });
});
