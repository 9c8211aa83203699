import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, call, expectError, resultOf } from '../../../test/bank-helpers.ts';
import { api, type Financed, financingLogin, manualClock } from '../../../test/financing-helpers.ts';
import { approvedContracting, SKU, upToDownPayment } from '../../../test/financing-journey-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const clock = manualClock('2026-10-05T14:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: Financed;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
});
afterAll(() => t.close());

interface Signed {
  contratos: Array<{
    idContrato: string;
    statusContrato: string;
    modeloAparelho: string;
    dataFinanciamento: string;
    dataAceite: string | null;
    numeroDeParcelas: number;
    seguro: { nome: string; sku: string | null; valor: number } | null;
  }>;
}

const signed = (who: Financed, account = who.accountId) =>
  call(t.app, 'financiamento/mobile/contas/contratos/assinados', { chaveDeConta: account }, who.token);
const ccb = (who: Financed, idContrato: string, account = who.accountId) =>
  call(t.app, 'financiamento/mobile/contas/contratos/ccb', { chaveDeConta: account, idContrato }, who.token);

/** A contract in force: the proposal accepted, the down payment debited, the store's billing run. */
async function contractFor(who: Financed, pin: string, insurance: 'complete' | 'none') {
  const key = await approvedContracting(t.app, who, clock);
  await upToDownPayment(t.app, who, key, SKU, clock.now(), insurance);
  const paid = await call(
    t.app,
    'financiamento/mobile/entrada/debito-em-conta',
    { chaveDeConta: who.accountId, pin, chaveContratacao: key, chaveDeIdempotencia: randomUUID() },
    who.token,
  );
  expect(resultOf(paid)).toMatchObject({ statusContratacao: 'AGUARDANDO_FATURAMENTO' });
  clock.advance(10_000);
  const state = await api(t.app, who, 'GET', `/v1/api/contracting/get-state/${key}`);
  expect(state.body.status).toBe('CONTRATACAO_FINALIZADA');
  return key;
}

describe('the financing contracts as signed documents', () => {
  it('lists none before any contract', async () => {
    expect(resultOf<Signed>(await signed(ana)).contratos).toEqual([]);
  });

  it('lists every contract with its acceptance and the phone insurance it finances, and gives its CCB', async () => {
    const key = await contractFor(ana, ANA.pin, 'complete');
    const list = resultOf<Signed>(await signed(ana)).contratos;
    expect(list).toHaveLength(1);
    const contract = list[0] as Signed['contratos'][number];
    expect(contract).toMatchObject({
      statusContrato: 'VIGENTE',
      modeloAparelho: 'Lumi Go 128 GB Amarelo Sol',
      numeroDeParcelas: 18,
      seguro: { nome: 'Seguro Roubo e Dano Acidental', sku: 'SEG-CEL-SANDBOX-0001' },
    });
    expect(contract.seguro?.valor).toBeGreaterThan(0);
    expect(contract.dataAceite).toMatch(/^2026-10-05T\d\d:\d\d:\d\d-03:00$/);
    const document = resultOf<{ idContrato: string; tipoConteudo: string; conteudo: string }>(
      await ccb(ana, contract.idContrato),
    );
    expect(document).toMatchObject({ idContrato: contract.idContrato, tipoConteudo: 'text/html' });
    expect(document.conteudo).toContain('Cédula de Crédito Bancário');
    expect(document.conteudo).toContain('Ana Beatriz Souza');
    expect(document.conteudo).toContain(key);
    expect(document.conteudo).toContain('Seguro Roubo e Dano Acidental');
    // the same text the customer read before accepting
    const terms = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/person-v3/get-terms?term=CcbFinancing&contractingKey=${key}`,
    );
    expect(terms.body.content).toBe(document.conteudo);
  });

  it('a contract without insurance carries none', async () => {
    await contractFor(bruno, BRUNO.pin, 'none');
    const [contract] = resultOf<Signed>(await signed(bruno)).contratos;
    expect(contract?.seguro).toBeNull();
  });

  it('another customer reaches neither the list nor the contract', async () => {
    const [anas] = resultOf<Signed>(await signed(ana)).contratos;
    const id = anas?.idContrato as string;
    expectError(await signed(bruno, ana.accountId), 404, 40401);
    expectError(await ccb(bruno, id, ana.accountId), 404, 40401);
    expectError(await ccb(bruno, id), 404, 40481);
    expectError(await ccb(ana, randomUUID()), 404, 40481);
  });
});
