import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { SANDBOX_RECHARGE_REFUSED_NUMBER, sandboxBoletos } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { GAMIFICATION, isFeatureEnabled } from '../../../product-api/public.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

const MARCH = new Date('2026-03-11T15:00:00Z');
let clock = MARCH;
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let brunoKey: string;

const cents = (reais: number) => Math.round(reais * 100);
const rewards = (who: LoggedIn, path: string, body: Record<string, unknown> = {}) =>
  call(t.app, `recompensas/${path}`, body, who.token);
const lineOf = (id: string) => {
  const found = sandboxBoletos('2026-03-11').find((b) => b.id === id);
  if (!found) throw new Error(`no sandbox boleto ${id}`);
  return found.linhaDigitavel;
};
const payBoleto = (who: LoggedIn, pin: string, id: string) =>
  call(
    t.app,
    'pagamento/pagar-boleto',
    { chaveDeConta: who.accountId, pin, linhaDigitavel: lineOf(id) },
    who.token,
  );
const recharge = (who: LoggedIn, pin: string, valor: number, numero = '987654321') =>
  call(
    t.app,
    'recarga/recarregar-celular',
    {
      chaveDeConta: who.accountId,
      pin,
      ddd: '11',
      numero,
      provedorId: 'vivo',
      valor,
      chaveDeIdempotencia: randomUUID(),
    },
    who.token,
  );
const kindCount = async (kind: string) =>
  (await t.db.selectFrom('movement').select('id').where('kind', '=', kind).execute()).length;

interface Task {
  tarefaId: string;
  realizadas: number;
  concluida: boolean;
}
interface ProgramView {
  programaId: string;
  situacao: string;
  tarefas: Task[];
}
const overview = async (who: LoggedIn, programaId: string) =>
  resultOf<ProgramView>(await rewards(who, 'visao-geral-tarefas', { programaId }));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(async () => t?.close());

describe('a programme on the bank events', () => {
  let pixId = '';

  it('counts a boleto paid and a Pix sent after joining, and credits the cashback once through the ledger', async () => {
    // what happened before joining does not count
    resultOf(await payBoleto(ana, ANA.pin, '001'));
    const joined = resultOf<ProgramView>(
      await rewards(ana, 'aderir-programa', { programaId: 'primeiros-passos' }),
    );
    expect(joined.situacao).toBe('EM_ANDAMENTO');
    expect(joined.tarefas.every((task) => task.realizadas === 0)).toBe(true);

    resultOf(await payBoleto(ana, ANA.pin, '005'));
    const before = cents(await balanceOf(t.app, ana));
    pixId = resultOf<{ idTransacao: string }>(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-chave',
        { chaveDeConta: ana.accountId, pin: ANA.pin, valor: 30, chave: brunoKey },
        ana.token,
      ),
    ).idTransacao;
    const done = await overview(ana, 'primeiros-passos');
    expect(done.situacao).toBe('CONCLUIDO');
    expect(done.tarefas.map((task) => [task.tarefaId, task.realizadas])).toEqual([
      ['pp-boleto', 1],
      ['pp-pix', 1],
    ]);
    expect(cents(await balanceOf(t.app, ana))).toBe(before - 3000 + 1000);
    expect(await kindCount('CASHBACK_RECOMPENSA')).toBe(1);
    const cashback = await t.db
      .selectFrom('posting')
      .innerJoin('movement', 'movement.id', 'posting.movement_id')
      .select(['posting.account_id', 'posting.amount'])
      .where('movement.kind', '=', 'CASHBACK_RECOMPENSA')
      .orderBy('posting.amount')
      .execute();
    expect(cashback.map((p) => [p.account_id, Number(p.amount)])).toEqual([
      ['rewards-promotions', -1000],
      [ana.accountId, 1000],
    ]);
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [], total: 0 });
  });

  it('counts each event once even when it is delivered again', async () => {
    const participation = await t.db
      .selectFrom('reward_participation')
      .select(['id', 'last_event_id'])
      .where('program_id', '=', 'primeiros-passos')
      .where('customer_id', '=', ana.customerId)
      .executeTakeFirstOrThrow();
    // deliver every event of Ana again: rewind the participation's cursor and read on
    await t.db
      .updateTable('reward_participation')
      .set({ last_event_id: 0 })
      .where('id', '=', participation.id)
      .execute();
    const again = await overview(ana, 'primeiros-passos');
    expect(again.tarefas.map((task) => task.realizadas)).toEqual([1, 1]);
    expect(await kindCount('CASHBACK_RECOMPENSA')).toBe(1);
    const counted = await t.db
      .selectFrom('reward_task_event')
      .select('event_id')
      .where('participation_id', '=', participation.id)
      .execute();
    expect(counted).toHaveLength(2);
    // the outbox holds each movement once per account
    const events = await t.db.selectFrom('bank_event').select(['kind', 'source_id', 'account_id']).execute();
    expect(new Set(events.map((e) => `${e.kind}|${e.source_id}|${e.account_id}`)).size).toBe(events.length);
  });

  it('a finished programme cannot be joined again', async () => {
    expectError(await rewards(ana, 'aderir-programa', { programaId: 'primeiros-passos' }), 409, 40241);
    expectError(await rewards(ana, 'aderir-programa', { programaId: 'nao-existe' }), 404, 40490);
  });

  it('reveals a coupon, redeems it, and the next recharge gets its discount back once', async () => {
    const { cupons } = resultOf<{
      cupons: Array<{ cupomId: string; codigo: string | null; situacao: string }>;
    }>(await rewards(ana, 'cupons'));
    expect(cupons).toHaveLength(1);
    const coupon = cupons[0];
    if (!coupon) throw new Error('no coupon');
    expect(coupon).toMatchObject({ situacao: 'NOVO', codigo: null });
    // redeeming before revealing, another customer's coupon: refused, nothing changes
    expectError(await rewards(ana, 'resgatar-cupom', { cupomId: coupon.cupomId }), 409, 40242);
    expectError(await rewards(bruno, 'revelar-cupom', { cupomId: coupon.cupomId }), 404, 40490);
    const revealed = resultOf<{ codigo: string; situacao: string }>(
      await rewards(ana, 'revelar-cupom', { cupomId: coupon.cupomId }),
    );
    expect(revealed.situacao).toBe('REVELADO');
    expect(revealed.codigo).toMatch(/^RECARGA-[0-9A-F]{8}$/);
    expectError(await rewards(ana, 'revelar-cupom', { cupomId: coupon.cupomId }), 409, 40242);
    expect(resultOf(await rewards(ana, 'resgatar-cupom', { cupomId: coupon.cupomId }))).toMatchObject({
      situacao: 'ATIVADO',
    });
    expectError(await rewards(ana, 'resgatar-cupom', { cupomId: coupon.cupomId }), 409, 40242);

    const before = cents(await balanceOf(t.app, ana));
    // a recharge the operator refused and the bank refunded leaves the coupon for the next one
    resultOf(await recharge(ana, ANA.pin, 20, SANDBOX_RECHARGE_REFUSED_NUMBER));
    const kept = resultOf<{ cupons: Array<{ situacao: string }> }>(await rewards(ana, 'cupons'));
    expect(kept.cupons[0]?.situacao).toBe('ATIVADO');
    resultOf(await recharge(ana, ANA.pin, 20));
    resultOf(await recharge(ana, ANA.pin, 20));
    const after = resultOf<{ cupons: Array<{ situacao: string }> }>(await rewards(ana, 'cupons'));
    expect(after.cupons[0]?.situacao).toBe('USADO');
    expect(cents(await balanceOf(t.app, ana))).toBe(before - 4000 + 500);
    expect(await kindCount('DESCONTO_CUPOM_RECARGA')).toBe(1);
  });

  it('a returned Pix takes its progress back and the cashback with it', async () => {
    resultOf(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-devolucao',
        { chaveDeConta: bruno.accountId, pin: BRUNO.pin, idTransacao: pixId, valor: 30, motivo: 7 },
        bruno.token,
      ),
    );
    const before = cents(await balanceOf(t.app, ana));
    const back = await overview(ana, 'primeiros-passos');
    expect(back.situacao).toBe('EM_ANDAMENTO');
    expect(back.tarefas.map((task) => task.realizadas)).toEqual([1, 0]);
    expect(cents(await balanceOf(t.app, ana))).toBe(before - 1000);
    expect(await kindCount('ESTORNO_CASHBACK_RECOMPENSA')).toBe(1);
    const history = resultOf<{ recompensas: Array<{ tipo: string }> }>(await rewards(ana, 'premios-ganhos'));
    expect(history.recompensas.map((r) => r.tipo).sort()).toEqual(
      ['CASHBACK', 'CUPOM', 'DESCONTO_CUPOM', 'ESTORNO_CASHBACK'].sort(),
    );
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [], total: 0 });
  });
});

describe('a draw on the Loteria Federal', () => {
  it('assigns lucky numbers in sequence and finds the winner by the published rule', async () => {
    resultOf(await rewards(ana, 'aderir-programa', { programaId: 'carteira-premiada' }));
    resultOf(await rewards(bruno, 'aderir-programa', { programaId: 'carteira-premiada' }));
    resultOf(await recharge(ana, ANA.pin, 20));
    resultOf(await recharge(bruno, BRUNO.pin, 15));
    const anaNumbers = resultOf<{ numeros: Array<{ numero: string }> }>(
      await rewards(ana, 'numeros-da-sorte'),
    );
    expect(anaNumbers.numeros.map((n) => n.numero)).toEqual(['00000']);
    const brunoNumbers = resultOf<{ numeros: Array<{ numero: string }> }>(
      await rewards(bruno, 'numeros-da-sorte'),
    );
    expect(brunoNumbers.numeros.map((n) => n.numero)).toEqual(['00001']);

    const waiting = resultOf<{ situacao: string }>(
      await rewards(ana, 'sorteio', { sorteioId: 'carteira-premiada-2026' }),
    );
    expect(waiting.situacao).toBe('AGUARDANDO_EXTRACAO');
    // units digits 6, 4, 4, 5, 5 -> 64455: nobody above it, so the nearest below, 00001, wins
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/loteria-federal',
      payload: { data: '2026-12-19', premios: [50366, 33514, 45504, 94365, 51105] },
    });
    expect(published.statusCode).toBe(200);
    // the rewards job holds it on the extraction's evening, before anyone opens rewards
    const heldAt = async () =>
      (
        await t.db
          .selectFrom('reward_draw')
          .select('held_at')
          .where('id', '=', 'carteira-premiada-2026')
          .executeTakeFirstOrThrow()
      ).held_at;
    clock = new Date('2026-12-19T22:00:00Z');
    await t.app.rewardsJobs.runDue();
    expect(await heldAt()).not.toBeNull();
    clock = MARCH;
    const held = resultOf<Record<string, unknown>>(
      await rewards(ana, 'sorteio', { sorteioId: 'carteira-premiada-2026' }),
    );
    expect(held).toMatchObject({
      situacao: 'REALIZADO',
      numeroSorteado: '64455',
      numeroContemplado: '00001',
      voceGanhou: false,
      ganhador: { cpfMascarado: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/) },
    });
    const brunoView = resultOf<Record<string, unknown>>(
      await rewards(bruno, 'sorteio', { sorteioId: 'carteira-premiada-2026' }),
    );
    expect(brunoView.voceGanhou).toBe(true);
    // held once: a result published again with other prizes is refused, and the draw keeps its winner
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/loteria-federal',
      payload: { data: '2026-12-19', premios: [1, 2, 3, 4, 0] },
    });
    expect(other.statusCode).toBe(409);
  });

  it('a draw already held: its programme cannot be joined and earns no more numbers', async () => {
    const carla = await login(t.app, CARLA);
    expectError(await rewards(carla, 'aderir-programa', { programaId: 'carteira-premiada' }), 409, 40241);
    resultOf(await recharge(ana, ANA.pin, 20));
    const numbers = resultOf<{ numeros: unknown[] }>(await rewards(ana, 'numeros-da-sorte'));
    expect(numbers.numeros).toHaveLength(1);
  });
});

describe('a reversal takes its progress back', () => {
  const network = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/sandbox/cards/${path}`, payload });
  const done = async (who: LoggedIn, taskId: string) =>
    (await overview(who, 'cliente-completo')).tarefas.find((task) => task.tarefaId === taskId)?.realizadas;

  it('a debit card purchase reversed by the network', async () => {
    const daniel = await login(t.app, DANIEL);
    resultOf(await rewards(daniel, 'aderir-programa', { programaId: 'cliente-completo' }));
    const cards = resultOf<{ cartoes: Array<{ chaveDeCartao: string }> }>(
      await call(
        t.app,
        'cartao/consultar-cartoes-por-chave-conta',
        { chaveDeConta: daniel.accountId },
        daniel.token,
      ),
    );
    const plastic = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/cards/plastic?chaveDeCartao=${cards.cartoes[0]?.chaveDeCartao}`,
    });
    const pan = plastic.json().result.numeroCartao as string;
    const buy = {
      numeroCartao: pan,
      valor: 12.3,
      estabelecimento: 'Padaria Central',
      idAutorizacao: 'rw-auth-1',
    };
    expect((await network('purchase', buy)).statusCode).toBe(200);
    expect(await done(daniel, 'cc-cartao')).toBe(1);
    expect((await network('reverse', { idAutorizacao: 'rw-auth-1' })).statusCode).toBe(200);
    expect(await done(daniel, 'cc-cartao')).toBe(0);
    // reversed twice by the network: still one event, nothing more taken
    await network('reverse', { idAutorizacao: 'rw-auth-1' });
    const events = await t.db
      .selectFrom('bank_event')
      .select('reverses_source_id')
      .where('kind', '=', 'COMPRA_CARTAO_ESTORNADA')
      .where('customer_id', '=', daniel.customerId)
      .execute();
    expect(events).toHaveLength(1);
    expect(await done(daniel, 'cc-cartao')).toBe(0);
  });

  it('a phone recharge the operator refused and the bank refunded names the recharge it reverses', async () => {
    const daniel = await login(t.app, DANIEL);
    const refused = resultOf<{ idTransacao: string; idTransacaoEstorno: string }>(
      await call(
        t.app,
        'recarga/recarregar-celular',
        {
          chaveDeConta: daniel.accountId,
          pin: DANIEL.pin,
          ddd: '11',
          numero: SANDBOX_RECHARGE_REFUSED_NUMBER,
          provedorId: 'vivo',
          valor: 20,
          chaveDeIdempotencia: randomUUID(),
        },
        daniel.token,
      ),
    );
    const event = await t.db
      .selectFrom('bank_event')
      .select(['source_id', 'reverses_source_id'])
      .where('kind', '=', 'RECARGA_ESTORNADA')
      .where('customer_id', '=', daniel.customerId)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ source_id: refused.idTransacaoEstorno, reverses_source_id: refused.idTransacao });
  });
});

describe('the gamification flag', () => {
  it('turned off for a customer, every rewards call answers 40240 and nothing is read', async () => {
    const cpfHash = createHash('sha256').update(BRUNO.cpf).digest('hex');
    await t.db
      .insertInto('feature_flag')
      .values({ feature: GAMIFICATION, cpf_hash: cpfHash, enabled: false })
      .execute();
    expect(await isFeatureEnabled(t.db, GAMIFICATION, cpfHash)).toBe(false);
    expectError(await rewards(bruno, 'programas'), 403, 40240);
    expectError(await rewards(bruno, 'revelar-cupom', { cupomId: 'x' }), 403, 40240);
    expect(resultOf(await rewards(ana, 'resumo'))).toMatchObject({ programasConcluidos: 0 });
  });

  it('refuses a malformed id before anything', async () => {
    expectError(await rewards(ana, 'revelar-cupom', { cupomId: "'; drop table x" }), 400, 40007);
  });
});

describe('the language of the rewards texts', () => {
  interface Named {
    programaId: string;
    nome: string;
    descricao: string;
    tarefas: Array<{ tarefaId: string; titulo: string }>;
  }
  const named = async (idioma?: string) =>
    resultOf<{ programas: Named[] }>(await rewards(ana, 'programas', idioma ? { idioma } : {})).programas;

  it('answers the programmes, tasks and draws in English when asked, in Portuguese otherwise', async () => {
    const pt = await named();
    const en = await named('en');
    expect(pt.find((p) => p.programaId === 'primeiros-passos')).toMatchObject({ nome: 'Primeiros passos' });
    const first = en.find((p) => p.programaId === 'primeiros-passos');
    expect(first).toMatchObject({ nome: 'First steps' });
    expect(first?.tarefas.map((task) => task.titulo)).toEqual(['Pay a boleto', 'Send a Pix']);
    expect(await named('pt-BR')).toEqual(pt);
    // every English text is written, none left in Portuguese
    for (const [i, program] of en.entries()) {
      expect(program.nome).not.toBe(pt[i]?.nome);
      expect(program.descricao).not.toBe(pt[i]?.descricao);
      for (const [j, task] of program.tarefas.entries())
        expect(task.titulo).not.toBe(pt[i]?.tarefas[j]?.titulo);
    }
    const draw = resultOf<{ nome: string; premio: string }>(
      await rewards(ana, 'sorteio', { sorteioId: 'carteira-premiada-2026', idioma: 'en' }),
    );
    expect(draw).toMatchObject({ nome: 'Prize Wallet', premio: 'A smartphone worth R$ 3.000,00' });
    const prizes = resultOf<{ premios: Array<{ programa: string }> }>(
      await rewards(ana, 'premios', { idioma: 'en' }),
    );
    expect(prizes.premios.map((p) => p.programa)).toEqual(en.map((p) => p.nome));
  });

  it('refuses a language it does not have', async () => {
    expectError(await rewards(ana, 'programas', { idioma: 'fr' }), 400, 40007);
  });
});
