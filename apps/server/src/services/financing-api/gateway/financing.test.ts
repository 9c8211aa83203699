import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  expectError,
  resultOf,
  transfer,
} from '../../../test/bank-helpers.ts';
import { api, type Financed, financingLogin, manualClock } from '../../../test/financing-helpers.ts';
import { approvedContracting, SKU, upToDownPayment } from '../../../test/financing-journey-helpers.ts';
import { createGatewayClient } from '../../../test/gateway-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const clock = manualClock('2026-10-05T14:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: Financed;
let carla: Financed;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
  carla = await financingLogin(t.app, CARLA);
});
afterAll(() => t.close());

const pay = (who: Financed, key: string, pin: string, idem = randomUUID()) =>
  call(
    t.app,
    'financiamento/mobile/entrada/debito-em-conta',
    { chaveDeConta: who.accountId, pin, chaveContratacao: key, chaveDeIdempotencia: idem },
    who.token,
  );

describe('down payment by account debit', () => {
  let key: string;

  it('refuses before the proposal is accepted (409 / 40980), a wrong PIN and another customer (404)', async () => {
    key = await approvedContracting(t.app, ana, clock);
    expectError(await pay(ana, key, ANA.pin), 409, 40980);
    await upToDownPayment(t.app, ana, key, SKU, clock.now());
    expectError(await pay(ana, key, '0000'), 400, 10007);
    expectError(await pay(bruno, key, BRUNO.pin), 404, 40480);
    expectError(
      await call(
        t.app,
        'financiamento/mobile/entrada/debito-em-conta',
        { chaveDeConta: ana.accountId, pin: ANA.pin, chaveContratacao: 'x' },
        ana.token,
      ),
      400,
      40007,
    );
  });

  it('debits the account into the financing company, moves the contracting, once per key', async () => {
    const before = await balanceOf(t.app, ana);
    const idem = randomUUID();
    const paid = resultOf<{ valor: number; statusContratacao: string }>(await pay(ana, key, ANA.pin, idem));
    expect(paid).toMatchObject({ valor: 180, statusContratacao: 'AGUARDANDO_FATURAMENTO' });
    const again = resultOf(await pay(ana, key, ANA.pin, idem));
    expect(again).toEqual(paid);
    expect(await balanceOf(t.app, ana)).toBeCloseTo(before - 180, 2);
    expectError(await pay(ana, key, ANA.pin), 409, 40980);
    const found = await api(t.app, ana, 'GET', `/v1/api/financing-v3/find/${key}`);
    expect(found.body.downPayment).toMatchObject({ value: 180, method: 'DEBITO_EM_CONTA' });
  });

  it('lists the contract (VIGENTE) with its instalments once invoiced, for the owner only', async () => {
    const empty = resultOf<{ contratos: unknown[] }>(
      await call(t.app, 'financiamento/mobile/contas/contratos', { chaveDeConta: ana.accountId }, ana.token),
    );
    expect(empty.contratos).toEqual([]);
    clock.advance(10_000);
    const state = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(state.body.status).toBe('CONTRATACAO_FINALIZADA');
    const list = resultOf<{ contratos: Array<Record<string, unknown>> }>(
      await call(t.app, 'financiamento/mobile/contas/contratos', { chaveDeConta: ana.accountId }, ana.token),
    );
    expect(list.contratos).toHaveLength(1);
    const contract = list.contratos[0] as Record<string, unknown>;
    expect(contract).toMatchObject({
      statusContrato: 'VIGENTE',
      chaveContratacao: key,
      emAtraso: false,
      numeroDeParcelas: 18,
      numeroDeParcelasPagas: 0,
      valorPago: 0,
      valorEntrada: 180,
      modeloAparelho: 'Lumi Go 128 GB Amarelo Sol',
    });
    expect(contract.valorEmAberto).toBe(contract.valorRecebivel);
    const id = contract.idContrato as string;
    const detail = resultOf(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/detalhe',
        { chaveDeConta: ana.accountId, idContrato: id },
        ana.token,
      ),
    );
    expect(detail).toEqual(contract);
    const gateway = await createGatewayClient(t.app);
    const sealed = await gateway.call<{ success: boolean; result: { contratos: unknown[] } }>(
      'financiamento/mobile/contas/contratos',
      { chaveDeIdempotencia: randomUUID(), chaveDeConta: ana.accountId },
      ana.token,
    );
    expect(sealed.success).toBe(true);
    expect(sealed.result.contratos).toEqual(list.contratos);
    const parcels = resultOf<{
      parcelas: Array<{ valor: number; numParcela: number; statusPagamento: string }>;
    }>(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/parcelas',
        { chaveDeConta: ana.accountId, idContrato: id },
        ana.token,
      ),
    );
    expect(parcels.parcelas).toHaveLength(18);
    expect(parcels.parcelas.every((p) => p.statusPagamento === 'EM_ABERTO')).toBe(true);
    const sum = parcels.parcelas.reduce((total, p) => total + Math.round(p.valor * 100), 0);
    expect(sum / 100).toBeCloseTo(contract.valorRecebivel as number, 2);
    expectError(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos',
        { chaveDeConta: ana.accountId },
        bruno.token,
      ),
      404,
      40401,
    );
    expectError(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/parcelas',
        { chaveDeConta: bruno.accountId, idContrato: id },
        bruno.token,
      ),
      404,
      40481,
    );
  });

  it('cancelling a paid contracting awaiting invoicing refunds the down payment', async () => {
    const key2 = await approvedContracting(t.app, carla, clock);
    await upToDownPayment(t.app, carla, key2, SKU, clock.now());
    const before = await balanceOf(t.app, carla);
    resultOf(await pay(carla, key2, CARLA.pin));
    expect(await balanceOf(t.app, carla)).toBeCloseTo(before - 180, 2);
    const cancelled = await api(t.app, carla, 'POST', `/v1/api/contracting/${key2}/cancel`, {
      reason: 'Outro aparelho selecionado',
    });
    expect(cancelled.status).toBe(201);
    expect(cancelled.body).toMatchObject({ status: 'CONTRATACAO_CANCELADA', refundedAmount: 180 });
    expect(await balanceOf(t.app, carla)).toBeCloseTo(before, 2);
  });

  it('a Pix code paid after the balance paid is refunded at once; the contracting goes on', async () => {
    carla = await financingLogin(t.app, CARLA);
    const key4 = await approvedContracting(t.app, carla, clock);
    await upToDownPayment(t.app, carla, key4, SKU, clock.now());
    const code = await api(t.app, carla, 'GET', `/v1/api/downpayment/${key4}/pix-payment`);
    const carlaBefore = await balanceOf(t.app, carla);
    const brunoBefore = await balanceOf(t.app, bruno);
    resultOf(await pay(carla, key4, CARLA.pin));
    resultOf(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-qrcode',
        { chaveDeConta: bruno.accountId, pin: BRUNO.pin, qrCode: code.body.qrCode },
        bruno.token,
      ),
    );
    expect(await balanceOf(t.app, bruno)).toBeCloseTo(brunoBefore - 180, 2);
    const state = await api(t.app, carla, 'GET', `/v1/api/contracting/get-state/${key4}`);
    expect(state.body.status).toBe('AGUARDANDO_FATURAMENTO');
    // Paid twice: the balance debit stays, the late Pix goes back (to the contracting customer).
    expect(await balanceOf(t.app, carla)).toBeCloseTo(carlaBefore, 2);
    await api(t.app, carla, 'GET', `/v1/api/contracting/get-state/${key4}`);
    expect(await balanceOf(t.app, carla)).toBeCloseTo(carlaBefore, 2);
    const found = await api(t.app, carla, 'GET', `/v1/api/financing-v3/find/${key4}`);
    expect(found.body.downPayment.method).toBe('DEBITO_EM_CONTA');
  });

  it('two payments at once with different keys: one pays, the other is refused (409), one debit', async () => {
    carla = await financingLogin(t.app, CARLA);
    await api(t.app, carla, 'POST', '/v1/api/contracting/create', { cpf: CARLA.cpf, storeUserId: 'u1' }).then(
      (open) =>
        api(t.app, carla, 'POST', `/v1/api/contracting/${open.body.contractingKey}/cancel`, {
          reason: 'teste',
        }),
    );
    const key5 = await approvedContracting(t.app, carla, clock);
    await upToDownPayment(t.app, carla, key5, SKU, clock.now());
    const before = await balanceOf(t.app, carla);
    const answers = await Promise.all([pay(carla, key5, CARLA.pin), pay(carla, key5, CARLA.pin)]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const refused = answers.find((a) => !a.success);
    if (refused) expectError(refused, 409, 40980);
    expect(await balanceOf(t.app, carla)).toBeCloseTo(before - 180, 2);
  });

  it('insufficient balance refuses and changes nothing', async () => {
    const key3 = await approvedContracting(t.app, bruno, clock);
    await upToDownPayment(t.app, bruno, key3, SKU, clock.now());
    const balance = await balanceOf(t.app, bruno);
    resultOf(await transfer(t.app, bruno, ANA, Math.round((balance - 10) * 100) / 100, { pin: BRUNO.pin }));
    expectError(await pay(bruno, key3, BRUNO.pin), 400, 17000);
    expect(await balanceOf(t.app, bruno)).toBeCloseTo(10, 2);
    const state = await api(t.app, bruno, 'GET', `/v1/api/contracting/get-state/${key3}`);
    expect(state.body.status).toBe('AGUARDANDO_PAGAMENTO_ENTRADA');
  });
});

describe('paying an instalment by account debit', () => {
  type Parcela = { valor: number; numParcela: number; statusPagamento: string; vencimento: string };
  let id: string;
  const payInstallment = (who: Financed, numParcela: number, pin: string, idem = randomUUID()) =>
    call(
      t.app,
      'financiamento/mobile/contas/contratos/parcelas/debito-em-conta',
      { chaveDeConta: who.accountId, pin, idContrato: id, numParcela, chaveDeIdempotencia: idem },
      who.token,
    );
  const contractOf = async (who: Financed) =>
    resultOf<{ contratos: Array<Record<string, unknown>> }>(
      await call(t.app, 'financiamento/mobile/contas/contratos', { chaveDeConta: who.accountId }, who.token),
    ).contratos[0] as Record<string, unknown>;
  const parcelsOf = async (who: Financed) =>
    resultOf<{ parcelas: Parcela[] }>(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/parcelas',
        { chaveDeConta: who.accountId, idContrato: id },
        who.token,
      ),
    ).parcelas;

  it('pays the next instalment once per key, refuses a later one, a paid one, a wrong PIN and another customer', async () => {
    ana = await financingLogin(t.app, ANA);
    id = (await contractOf(ana)).idContrato as string;
    const [first] = await parcelsOf(ana);
    if (!first) throw new Error('no instalment');
    expectError(await payInstallment(ana, 2, ANA.pin), 409, 40980);
    expectError(await payInstallment(ana, 1, '0000'), 400, 10007);
    expectError(await payInstallment(bruno, 1, BRUNO.pin), 404, 40481);
    expectError(await payInstallment(ana, 0, ANA.pin), 400, 40007);
    const before = await balanceOf(t.app, ana);
    const idem = randomUUID();
    const paid = resultOf<{ valor: number; numParcela: number; statusContrato: string }>(
      await payInstallment(ana, 1, ANA.pin, idem),
    );
    expect(paid).toMatchObject({ numParcela: 1, valor: first.valor, statusContrato: 'VIGENTE' });
    expect(resultOf(await payInstallment(ana, 1, ANA.pin, idem))).toEqual(paid);
    expect(await balanceOf(t.app, ana)).toBeCloseTo(before - first.valor, 2);
    expectError(await payInstallment(ana, 1, ANA.pin), 409, 40980);
    const contract = await contractOf(ana);
    expect(contract).toMatchObject({ numeroDeParcelasPagas: 1, valorPago: first.valor });
    const parcels = await parcelsOf(ana);
    expect(parcels[0]?.statusPagamento).toBe('PAGA');
    expect(parcels[1]?.statusPagamento).toBe('EM_ABERTO');
  });

  it('once two are overdue, either may be paid, a later one still may not', async () => {
    const parcels = await parcelsOf(ana);
    const third = parcels[2];
    if (!third) throw new Error('no third instalment');
    clock.set(`${third.vencimento}T15:00:00Z`);
    clock.advance(24 * 3_600_000);
    ana = await financingLogin(t.app, ANA);
    const now = await parcelsOf(ana);
    expect(now.slice(1, 3).map((p) => p.statusPagamento)).toEqual(['VENCIDA', 'VENCIDA']);
    expectError(await payInstallment(ana, 4, ANA.pin), 409, 40980);
    resultOf(await payInstallment(ana, 3, ANA.pin));
    resultOf(await payInstallment(ana, 2, ANA.pin));
    expect((await contractOf(ana)).emAtraso).toBe(false);
  });
});
