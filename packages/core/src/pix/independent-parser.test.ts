import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import { buildBrCode } from './build.ts';

/**
 * The codes this bank writes, read by a parser written by others (pix-utils, a test-only dependency):
 * what a payer's bank would see. It checks the CRC, the Pix marker and the EMV layout on its own.
 */
describe('codes built here, read by an independent BR Code parser', () => {
  it('reads a static code with key, amount, txid and description', () => {
    const code = buildBrCode({
      kind: 'static',
      key: '+5521998765432',
      amount: centavos(12_345),
      txid: 'CARTEIRA42',
      description: 'Almoço de domingo',
      merchantName: 'Ana Beatriz Souza',
      merchantCity: 'São Paulo',
    });
    const read = parsePix(code);
    expect(read).toMatchObject({
      type: 'STATIC',
      pixKey: '+5521998765432',
      transactionAmount: 123.45,
      txid: 'CARTEIRA42',
      infoAdicional: 'Almoco de domingo',
      merchantName: 'ANA BEATRIZ SOUZA',
      merchantCity: 'SAO PAULO',
      countryCode: 'BR',
      transactionCurrency: '986',
    });
  });

  it('reads a static code without an amount (the payer types it)', () => {
    const code = buildBrCode({
      kind: 'static',
      key: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      merchantName: 'Pedro Henrique Santos',
      merchantCity: 'Curitiba',
    });
    const read = parsePix(code);
    expect(read).toMatchObject({
      type: 'STATIC',
      pixKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      txid: '***',
    });
    expect((read as { transactionAmount?: number }).transactionAmount ?? 0).toBe(0);
  });

  it('reads a dynamic code with its location', () => {
    const code = buildBrCode({
      kind: 'dynamic',
      url: 'pix.carteira.example/qr/v2/cobv/9d36b84f-c70b-478f-b95c-12729b90ca25',
      merchantName: 'Carteira Financiamentos',
      merchantCity: 'São Paulo',
    });
    const read = parsePix(code);
    expect(read).toMatchObject({
      type: 'DYNAMIC',
      url: 'pix.carteira.example/qr/v2/cobv/9d36b84f-c70b-478f-b95c-12729b90ca25',
      merchantName: 'CARTEIRA FINANCIAMENTOS',
      merchantCity: 'SAO PAULO',
    });
  });

  it('and refuses one of them with a single character changed', () => {
    const code = buildBrCode({
      kind: 'static',
      key: '+5521998765432',
      amount: centavos(5_000),
      merchantName: 'Ana Beatriz Souza',
      merchantCity: 'São Paulo',
    });
    const changed = code.replace('50.00', '60.00');
    expect(changed).not.toBe(code);
    expect(parsePix(changed)).toMatchObject({ error: true });
  });
});
