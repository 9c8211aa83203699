import { buildBrCode } from '@carteira/core/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let clock = new Date('2026-07-01T15:00:00Z'); // noon in São Paulo
let t: TestApp;
let ana: LoggedIn;

const MERCADO = buildBrCode({
  kind: 'static',
  key: '11223344000186',
  merchantName: 'Mercado Bom Preco',
  merchantCity: 'Sao Paulo',
  withdrawalFacilitator: '90400003',
});
const REDE = buildBrCode({
  kind: 'static',
  key: '55667788000186',
  merchantName: 'Rede Saque Facil',
  merchantCity: 'Rio de Janeiro',
  withdrawalFacilitator: '90400003',
});
const atMercado = { modalidadeAgente: 'AGTEC', prestadorDoServicoDeSaque: '90400003' };
const atRede = { modalidadeAgente: 'AGPSS', prestadorDoServicoDeSaque: '90400003' };

const cents = (reais: number) => Math.round(reais * 100);
const balance = async () => cents(await balanceOf(t.app, ana));
const pay = (qrCode: string, body: Record<string, unknown>) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    { chaveDeConta: ana.accountId, pin: ANA.pin, qrCode, ...body },
    ana.token,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ana = await login(t.app, ANA);
});
afterAll(() => t.close());

describe('Pix Saque and Troco', () => {
  it("processar-qrcode tells a withdrawal point's agent, facilitator, offers and maximum", async () => {
    expect(
      resultOf(await call(t.app, 'pix/qrcode/processar-qrcode', { qrCode: MERCADO }, ana.token)),
    ).toMatchObject({
      tipoQRCode: 1,
      chave: '11223344000186',
      valor: null,
      saqueTroco: {
        nomeAgente: 'Mercado Bom Preço',
        modalidadeAgente: 'AGTEC',
        prestadorDoServicoDeSaque: '90400003',
        permiteSaque: true,
        permiteTroco: true,
        valorMaximoSaqueTroco: 500,
      },
    });
    expect(
      resultOf(await call(t.app, 'pix/qrcode/processar-qrcode', { qrCode: REDE }, ana.token)),
    ).toMatchObject({
      saqueTroco: { modalidadeAgente: 'AGPSS', permiteTroco: false },
    });
  });

  it('a Pix Saque pays the cash to the point', async () => {
    const before = await balance();
    const order = resultOf(await pay(REDE, { finalidadeDaTransacao: 1, valorSaqueTroco: 100, ...atRede }));
    expect(order).toMatchObject({
      valorOperacao: 100,
      tipoPix: 'SAQUE',
      valorSaqueTroco: 100,
      valorCompra: 0,
      modalidadeAgente: 'AGPSS',
      prestadorDoServicoDeSaque: '90400003',
      nomeBeneficiario: 'Rede Saque Fácil S.A.',
    });
    expect(await balance()).toBe(before - 10_000);
    const receipt = resultOf<{ motivoTransacao: string }>(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: (order as { idTransacao: string }).idTransacao },
        ana.token,
      ),
    );
    expect(receipt.motivoTransacao).toBe('Pix Saque');
  });

  it('a Pix Troco pays the purchase plus the change', async () => {
    const before = await balance();
    const order = resultOf(
      await pay(MERCADO, { finalidadeDaTransacao: 2, valor: 50, valorSaqueTroco: 20, ...atMercado }),
    );
    expect(order).toMatchObject({
      valorOperacao: 50,
      tipoPix: 'TROCO',
      valorSaqueTroco: 20,
      valorCompra: 30,
    });
    expect(await balance()).toBe(before - 5_000);
  });

  it('refuses what the point, the code or the rules do not allow (40084), and moves nothing', async () => {
    const before = await balance();
    const refusals: Array<[string, Record<string, unknown>]> = [
      [REDE, { finalidadeDaTransacao: 2, valor: 50, valorSaqueTroco: 20, ...atRede }], // no Troco there
      [MERCADO, { finalidadeDaTransacao: 1, valorSaqueTroco: 20, ...atRede }], // another agent
      [
        MERCADO,
        {
          finalidadeDaTransacao: 1,
          valorSaqueTroco: 20,
          ...atMercado,
          prestadorDoServicoDeSaque: '90400001',
        },
      ],
      [MERCADO, { valor: 20 }], // a withdrawal code paid as a purchase
      [MERCADO, { finalidadeDaTransacao: 1, valorSaqueTroco: 500.01, ...atMercado }], // above R$ 500 by day
      [MERCADO, { finalidadeDaTransacao: 1, valor: 30, valorSaqueTroco: 20, ...atMercado }],
      [MERCADO, { finalidadeDaTransacao: 2, valor: 20, valorSaqueTroco: 20, ...atMercado }], // no purchase
    ];
    for (const [code, body] of refusals) expectError(await pay(code, body), 400, 40084);
    expectError(await pay(MERCADO, { finalidadeDaTransacao: 1, ...atMercado }), 400, 40007);
    const bruno = await login(t.app, { cpf: '27548438923', senha: 'carteira123' });
    const ordinary = buildBrCode({
      kind: 'static',
      key: await registerEvp(t.app, bruno),
      merchantName: 'Bruno',
      merchantCity: 'Rio',
    });
    expectError(
      await pay(ordinary, { valor: 20, finalidadeDaTransacao: 1, valorSaqueTroco: 20, ...atMercado }),
      400,
      40084,
    );
    const notAPoint = buildBrCode({
      kind: 'static',
      key: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      merchantName: 'Pedro',
      merchantCity: 'Rio',
      withdrawalFacilitator: '90400003',
    });
    expect(
      resultOf(await call(t.app, 'pix/qrcode/processar-qrcode', { qrCode: notAPoint }, ana.token)),
    ).toMatchObject({
      saqueTroco: null,
    });
    expectError(
      await pay(notAPoint, { finalidadeDaTransacao: 1, valorSaqueTroco: 20, ...atMercado }),
      400,
      40084,
    );
    expect(await balance()).toBe(before);
  });

  it('at night the cash is at most R$ 100,00', async () => {
    clock = new Date('2026-07-02T00:30:00Z'); // 21:30 in São Paulo
    ana = await login(t.app, ANA);
    expect(
      resultOf(await call(t.app, 'pix/qrcode/processar-qrcode', { qrCode: MERCADO }, ana.token)),
    ).toMatchObject({
      saqueTroco: { valorMaximoSaqueTroco: 100 },
    });
    expectError(
      await pay(MERCADO, { finalidadeDaTransacao: 1, valorSaqueTroco: 100.01, ...atMercado }),
      400,
      40084,
    );
    resultOf(await pay(MERCADO, { finalidadeDaTransacao: 1, valorSaqueTroco: 100, ...atMercado }));
  });
});
