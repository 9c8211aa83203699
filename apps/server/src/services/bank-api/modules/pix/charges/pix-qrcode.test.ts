import { centavos } from '@carteira/core/money';
import { buildBrCode, crc16 } from '@carteira/core/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_COMPOSITE_STATIC } from '../../../../../../../../packages/core/src/pix/test-vectors.ts';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let brunoKey: string;

const balance = (who: LoggedIn) => balanceOf(t.app, who);
const movements = async () => (await t.db.selectFrom('movement').select('id').execute()).length;

const generate = (body: Record<string, unknown>) =>
  call(
    t.app,
    'pix/qrcode/gerar-qrcode-estatico',
    { chaveDeConta: bruno.accountId, chave: brunoKey, ...body },
    bruno.token,
  );
const processQr = (qrCode: string) => call(t.app, 'pix/qrcode/processar-qrcode', { qrCode }, ana.token);
const payQr = (qrCode: string, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    { chaveDeConta: ana.accountId, pin: ANA.pin, qrCode, ...extra },
    ana.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(async () => t?.close());

describe('pix/qrcode', () => {
  it('generates a static code for an own key, reads it back, and pays it with its amount', async () => {
    const made = resultOf<{ qrCode: string }>(
      await generate({ valor: 12.34, descricao: 'Bolo', txid: 'PEDIDO42' }),
    );
    expect(made.qrCode).toContain('br.gov.bcb.pix');
    const read = resultOf<Record<string, unknown>>(await processQr(made.qrCode));
    expect(read).toMatchObject({
      tipoQRCode: 1,
      chave: brunoKey,
      tipoChave: 'EVP',
      nome: 'BRUNO HENRIQUE LIMA',
      valor: 12.34,
      txid: 'PEDIDO42',
      descricao: 'Bolo',
      beneficiario: { nome: BRUNO.nome, instituicao: 'Carteira', conta: BRUNO.conta },
    });
    expect(typeof read.cidade).toBe('string');
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    const paid = resultOf<Record<string, unknown>>(await payQr(made.qrCode));
    expect(paid).toMatchObject({
      valorOperacao: 12.34,
      statusOrdem: 'EFETIVADA',
      tipoQRCode: 1,
      chaveEnderecamento: brunoKey,
      referenciaInterna: 'PEDIDO42',
    });
    expect(Math.round((anaBefore - (await balance(ana))) * 100)).toBe(1234);
    expect(Math.round(((await balance(bruno)) - brunoBefore) * 100)).toBe(1234);
    // The receipt names how it was paid, by a code the app translates, and the type of each side.
    const receipt = (who: LoggedIn) =>
      call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: who.accountId, idTransacao: paid.idTransacao },
        who.token,
      );
    expect(resultOf(await receipt(ana))).toMatchObject({
      motivoTransacao: 'Pix por QR Code',
      codigoMotivo: 'pixQrCode',
      idTipoTransacao: 40,
    });
    expect(resultOf(await receipt(bruno))).toMatchObject({ codigoMotivo: 'pixQrCode', idTipoTransacao: 30 });
    // A different amount than the code's is refused.
    expectError(await payQr(made.qrCode, { valor: 1 }), 400, 40007);
  });

  it('pays a code without an amount with the amount given, and needs one', async () => {
    const made = resultOf<{ qrCode: string }>(await generate({}));
    expect(resultOf(await processQr(made.qrCode))).toMatchObject({ valor: null, txid: null });
    expectError(await payQr(made.qrCode), 400, 40007);
    resultOf(await payQr(made.qrCode, { valor: 2 }));
  });

  it("reads and pays a sandbox institution's code: the holder from the directory, the money to the clearing", async () => {
    const qrCode = buildBrCode({
      kind: 'static',
      key: '12345678000195',
      merchantName: 'PADARIA PAO DOURADO',
      merchantCity: 'CAMPINAS',
      amount: centavos(750),
    });
    expect(resultOf(await processQr(qrCode))).toMatchObject({
      tipoChave: 'CNPJ',
      cidade: 'CAMPINAS',
      valor: 7.5,
      beneficiario: {
        nome: 'Padaria Pão Dourado Ltda',
        identificacaoFiscalMascarada: '12.345.678/0001-95',
        instituicao: 'Cooperativa Vale Verde',
        ispb: '90400002',
      },
    });
    const clearing = async () =>
      (
        await t.db
          .selectFrom('account')
          .select('balance')
          .where('code', '=', 'sandbox-clearing')
          .executeTakeFirstOrThrow()
      ).balance;
    const before = await clearing();
    expect(resultOf(await payQr(qrCode))).toMatchObject({
      valorOperacao: 7.5,
      codInstituicaoBeneficiario: '90400002',
    });
    expect((await clearing()) - before).toBe(750);
  });

  it("reads and pays the central bank manual's example code: its receiver is in the sandbox directory", async () => {
    const read = resultOf<Record<string, unknown>>(await processQr(MANUAL_COMPOSITE_STATIC));
    expect(read).toMatchObject({
      chave: '123e4567-e12b-12d1-a456-426655440000',
      tipoChave: 'EVP',
      cidade: 'BRASILIA',
      valor: 100.5,
      beneficiario: { nome: 'Fulano de Tal', instituicao: 'Cooperativa Vale Verde', ispb: '90400002' },
    });
    const before = await balance(ana);
    expect(resultOf(await payQr(MANUAL_COMPOSITE_STATIC))).toMatchObject({
      valorOperacao: 100.5,
      codInstituicaoBeneficiario: '90400002',
    });
    expect(Math.round((before - (await balance(ana))) * 100)).toBe(10050);
  });

  it('refuses a tampered code, a code without the Pix marker, and a key that is not the caller’s', async () => {
    const made = resultOf<{ qrCode: string }>(await generate({ valor: 50 }));
    const tampered = made.qrCode.replace('50.00', '05.00');
    const before = await movements();
    const answer = await processQr(tampered);
    expectError(answer, 400, 40072);
    if (!answer.success) expect(answer.error.details).toContain('CRC');
    expectError(await payQr(tampered), 400, 40072);
    const body = '000201520400005303986540510.005802BR5904JOAO6009SAO PAULO62070503***6304';
    expectError(await processQr(`${body}${crc16(body)}`), 400, 40072);
    expect(await movements()).toBe(before);
    expectError(
      await call(
        t.app,
        'pix/qrcode/gerar-qrcode-estatico',
        { chaveDeConta: ana.accountId, chave: brunoKey },
        ana.token,
      ),
      404,
      40013,
    );
    expectError(await processQr(''), 400, 40007);
  });
});
