import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import { randomInt, seededRandom } from '../test-support/random.ts';
import { buildBrCode } from './build.ts';
import { PixKeyType } from './keys.ts';
import { parsed } from './test-helpers.ts';

const EVP = 'bee05743-4291-4f3c-9259-595df1307ba1';

describe('buildBrCode -> parseBrCode round trip', () => {
  it('gives back what was built, for many generated inputs', () => {
    const random = seededRandom(20240611);
    const keys: Array<[PixKeyType, string]> = [
      [PixKeyType.CPF, '52998224725'],
      [PixKeyType.CNPJ, '12ABC34501DE35'],
      [PixKeyType.PHONE, '+5561912345678'],
      [PixKeyType.EMAIL, 'fulano_da_silva.recebedor@example.com'],
      [PixKeyType.EVP, EVP],
    ];
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const word = (length: number) =>
      Array.from({ length }, () => letters[randomInt(random, 0, letters.length - 1)]).join('');
    for (let i = 0; i < 300; i++) {
      const [keyType, key] = keys[i % keys.length] ?? [PixKeyType.EVP, EVP];
      const amount = i % 3 === 0 ? undefined : centavos(randomInt(random, 1, 999_999_999_999));
      const txid = i % 4 === 0 ? undefined : word(randomInt(random, 1, 25));
      const description = i % 2 === 0 ? undefined : word(randomInt(random, 1, 20));
      const merchantName = word(randomInt(random, 1, 30));
      const merchantCity = word(randomInt(random, 1, 20));
      const code = parsed(
        buildBrCode({ kind: 'static', key, amount, txid, description, merchantName, merchantCity }),
      );
      expect(code).toMatchObject({
        kind: 'static',
        key,
        keyType,
        amount,
        txid,
        description,
        merchantName: merchantName.toUpperCase().slice(0, 25),
        merchantCity: merchantCity.toUpperCase().slice(0, 15),
      });
    }
  });

  it('gives back a dynamic code', () => {
    const url = 'qr-h.sandbox.pix.bcb.gov.br/rest/api/v2/7b2d64c4eb744a2d92a4dd5f8cfc4dfa';
    expect(
      parsed(buildBrCode({ kind: 'dynamic', url, merchantName: 'Loja Açaí', merchantCity: 'Belém' })),
    ).toMatchObject({
      kind: 'dynamic',
      url,
      merchantName: 'LOJA ACAI',
      merchantCity: 'BELEM',
    });
  });
});
