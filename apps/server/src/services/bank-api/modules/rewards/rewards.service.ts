import { randomUUID } from 'node:crypto';
import { centavos, toReais } from '@carteira/core/money';
import { formatLuckyNumber } from '@carteira/core/rewards';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import { GAMIFICATION, isFeatureOnFor } from '../../../product-api/public.ts';
import type { Db } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { couponRefused, programClosed, rewardNotFound, rewardsUnavailable } from './rewards.errors.ts';
import {
  customerAccount,
  customerIdentity,
  findDraw,
  findProgram,
  lastEventId,
  listCoupons,
  listGrants,
  listParticipations,
  listPrograms,
  listTasks,
  lockCoupon,
  luckyNumbersOf,
  taskCounts,
} from './rewards.repository.ts';
import { consumeEventsOf } from './rewards-events.ts';
import { type Idioma, inLanguage } from './rewards-language.ts';

const when = (value: Date | string | null) => (value ? toSaoPauloDateTime(new Date(value)) : null);
const reais = (value: number) => toReais(centavos(Number(value)));

/**
 * Every rewards call starts here: the gamification flag must be on for the customer (the product
 * backend's flag: the customer's own setting, else everyone's or their share), and the customer's participations read the bank's events
 * they have not read yet, so what the call answers is up to date.
 */
export async function openRewards(db: Db, deps: BankDeps, session: BankSession): Promise<void> {
  const identity = await customerIdentity(db, session.customerId);
  if (!identity) throw rewardsUnavailable();
  if (!(await isFeatureOnFor(db, deps.config.cpfHashKey, GAMIFICATION, identity.cpf)))
    throw rewardsUnavailable();
  await consumeEventsOf(db, deps, session.customerId);
}

async function drawHeld(db: Db, drawId: string | null): Promise<boolean> {
  if (!drawId) return false;
  return (await findDraw(db, drawId))?.held_at != null;
}

type ProgramRow = Awaited<ReturnType<typeof listPrograms>>[number];

async function programViews(
  db: Db,
  deps: BankDeps,
  customerId: string,
  programs: readonly ProgramRow[],
  language: Idioma,
) {
  const tasks = await listTasks(
    db,
    programs.map((p) => p.id),
  );
  const participations = await listParticipations(db, customerId);
  const counts = await taskCounts(
    db,
    participations.map((p) => p.id),
  );
  const now = deps.now();
  const views = [];
  for (const program of programs) {
    const mine = participations.find((p) => p.program_id === program.id);
    const held = await drawHeld(db, program.draw_id);
    const own = tasks.filter((t) => t.program_id === program.id);
    const tarefas = own.map((t) => {
      const done = mine
        ? Number(counts.find((c) => c.participation_id === mine.id && c.task_id === t.id)?.count ?? 0)
        : 0;
      return {
        tarefaId: t.id,
        titulo: inLanguage(language, t.titulo, t.titulo_en),
        meta: t.target,
        realizadas: done,
        concluida: done >= t.target,
        numerosDaSortePorVez: t.lucky_numbers_each,
      };
    });
    const ended = held || new Date(program.ends_at) <= now || new Date(program.starts_at) > now;
    const situacao = mine?.completed_at
      ? 'CONCLUIDO'
      : ended
        ? 'ENCERRADO'
        : mine
          ? 'EM_ANDAMENTO'
          : 'DISPONIVEL';
    const meta = tarefas.reduce((sum, t) => sum + t.meta, 0);
    const feitas = tarefas.reduce((sum, t) => sum + Math.min(t.realizadas, t.meta), 0);
    views.push({
      programaId: program.id,
      nome: inLanguage(language, program.nome, program.nome_en),
      descricao: inLanguage(language, program.descricao, program.descricao_en),
      situacao,
      participando: mine !== undefined,
      aderiuEm: mine ? when(mine.joined_at) : null,
      concluidoEm: mine ? when(mine.completed_at) : null,
      progressoPercentual: meta === 0 ? 0 : Math.floor((feitas * 100) / meta),
      premios: {
        cashback: reais(program.cashback),
        cupomRecarga:
          program.coupon_value > 0
            ? { valor: reais(program.coupon_value), recargaMinima: reais(program.coupon_min) }
            : null,
        sorteioId: program.draw_id,
      },
      tarefas,
    });
  }
  return views;
}

/** programs: every programme, with the customer's progress. */
export async function programs(db: Db, deps: BankDeps, session: BankSession, language: Idioma) {
  return { programas: await programViews(db, deps, session.customerId, await listPrograms(db), language) };
}

/** task overview: one programme and its tasks. */
export async function taskOverview(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  programId: string,
  language: Idioma,
) {
  const program = await findProgram(db, programId);
  if (!program) throw rewardNotFound('Programa não encontrado');
  const [view] = await programViews(db, deps, session.customerId, [program], language);
  return view;
}

/** completed programs. */
export async function completedPrograms(db: Db, deps: BankDeps, session: BankSession, language: Idioma) {
  const views = await programViews(db, deps, session.customerId, await listPrograms(db), language);
  return { programas: views.filter((v) => v.situacao === 'CONCLUIDO') };
}

/**
 * Joins a programme: its tasks count what happens from now on (the events after the last one written).
 * A programme already joined answers as it is; a finished one (ended, or its draw held) is 40241.
 */
export async function joinProgram(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  programId: string,
  language: Idioma,
) {
  const program = await findProgram(db, programId);
  if (!program) throw rewardNotFound('Programa não encontrado');
  const existing = (await listParticipations(db, session.customerId)).find((p) => p.program_id === programId);
  if (!existing) {
    const now = deps.now();
    if ((await drawHeld(db, program.draw_id)) || new Date(program.ends_at) <= now) {
      throw programClosed('As inscrições deste programa estão encerradas');
    }
    const account = await customerAccount(db, session.customerId);
    if (!account) throw rewardNotFound('Conta não encontrada');
    await db
      .insertInto('reward_participation')
      .values({
        id: randomUUID(),
        program_id: programId,
        customer_id: session.customerId,
        account_id: account.id,
        joined_at: now,
        last_event_id: await lastEventId(db),
      })
      .onConflict((oc) => oc.columns(['program_id', 'customer_id']).doNothing())
      .execute();
  } else if (existing.completed_at) {
    throw programClosed('Você já concluiu este programa');
  }
  return taskOverview(db, deps, session, programId, language);
}

/** all prizes: what each programme gives. */
export async function allPrizes(db: Db, language: Idioma) {
  const list = await listPrograms(db);
  const draws = await Promise.all(list.map((p) => (p.draw_id ? findDraw(db, p.draw_id) : undefined)));
  return {
    premios: list.map((p, i) => ({
      programaId: p.id,
      programa: inLanguage(language, p.nome, p.nome_en),
      cashback: reais(p.cashback),
      cupomRecarga:
        p.coupon_value > 0 ? { valor: reais(p.coupon_value), recargaMinima: reais(p.coupon_min) } : null,
      sorteio: draws[i]
        ? {
            sorteioId: draws[i].id,
            premio: inLanguage(language, draws[i].premio, draws[i].premio_en),
            data: draws[i].extraction_date,
          }
        : null,
    })),
  };
}

const GRANT_LABEL: Record<string, [string, string]> = {
  CASHBACK: ['Cashback creditado', 'Cashback credited'],
  ESTORNO_CASHBACK: ['Cashback estornado', 'Cashback reversed'],
  CUPOM: ['Cupom de recarga ganho', 'Recharge coupon won'],
  DESCONTO_CUPOM: ['Desconto de cupom creditado', 'Coupon discount credited'],
  NUMERO_DA_SORTE: ['Número da sorte', 'Lucky number'],
};

/** won rewards: the rewards history, newest first. */
export async function wonRewards(db: Db, session: BankSession, language: Idioma) {
  const rows = await listGrants(db, session.customerId);
  return {
    recompensas: rows.map((g) => ({
      recompensaId: g.id,
      tipo: g.kind,
      descricao: GRANT_LABEL[g.kind]?.[language === 'en' ? 1 : 0] ?? g.kind,
      programaId: g.program_id,
      programa: inLanguage(language, g.program_nome, g.program_nome_en),
      valor: g.kind === 'NUMERO_DA_SORTE' ? null : reais(g.amount),
      numeroDaSorte: g.kind === 'NUMERO_DA_SORTE' ? formatLuckyNumber(Number(g.amount)) : null,
      idTransacao: g.movement_id,
      dataHora: when(g.created_at),
    })),
  };
}

/** lucky numbers: the customer's, by draw. */
export async function luckyNumbers(db: Db, session: BankSession) {
  const rows = await luckyNumbersOf(db, session.customerId);
  return {
    numeros: rows.map((n) => ({
      sorteioId: n.draw_id,
      numero: formatLuckyNumber(n.number),
      atribuidoEm: when(n.assigned_at),
      cancelado: n.cancelled_at !== null,
    })),
  };
}

type CouponRow = Awaited<ReturnType<typeof listCoupons>>[number];

function couponView(c: CouponRow, now: Date) {
  const expired =
    new Date(c.expires_at) <= now &&
    (c.status === 'NOVO' || c.status === 'REVELADO' || c.status === 'ATIVADO');
  return {
    cupomId: c.id,
    tipo: 'DESCONTO_RECARGA',
    situacao: expired ? 'EXPIRADO' : c.status,
    // the code stays hidden until the customer reveals it
    codigo: c.status === 'NOVO' ? null : c.code,
    valor: reais(c.value),
    recargaMinima: reais(c.min_amount),
    validoAte: when(c.expires_at),
    reveladoEm: when(c.revealed_at),
    resgatadoEm: when(c.redeemed_at),
    usadoEm: when(c.used_at),
  };
}

/** coupons. */
export async function coupons(db: Db, deps: BankDeps, session: BankSession) {
  const now = deps.now();
  return { cupons: (await listCoupons(db, session.customerId)).map((c) => couponView(c, now)) };
}

/**
 * reveal coupon (NOVO -> REVELADO, its code shown) and redeem coupon (REVELADO -> ATIVADO: the next
 * recharge at or above its minimum gets the discount back). Another customer's coupon is 40490; a coupon
 * revealed or redeemed twice, used, cancelled or expired is 40242; nothing changes then.
 */
export async function changeCoupon(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  couponId: string,
  action: 'revelar' | 'resgatar',
) {
  return db.transaction().execute(async (trx) => {
    const coupon = await lockCoupon(trx, session.customerId, couponId);
    if (!coupon) throw rewardNotFound('Cupom não encontrado');
    const now = deps.now();
    const from = action === 'revelar' ? 'NOVO' : 'REVELADO';
    if (coupon.status !== from || new Date(coupon.expires_at) <= now) {
      throw couponRefused(couponRefusal(coupon.status, action, new Date(coupon.expires_at) <= now));
    }
    const row = await trx
      .updateTable('reward_coupon')
      .set(
        action === 'revelar'
          ? { status: 'REVELADO', revealed_at: now }
          : { status: 'ATIVADO', redeemed_at: now },
      )
      .where('id', '=', coupon.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return couponView(row, now);
  });
}

function couponRefusal(status: string, action: 'revelar' | 'resgatar', expired: boolean): string {
  if (status === 'USADO') return 'Este cupom já foi usado';
  if (status === 'CANCELADO') return 'Este cupom foi cancelado';
  if (expired) return 'Este cupom expirou';
  if (action === 'revelar') return 'Este cupom já foi revelado';
  if (status === 'NOVO') return 'Revele o cupom antes de resgatá-lo';
  return 'Este cupom já foi resgatado';
}

/** participation summaries: per programme joined, the tasks done of the tasks asked. */
export async function participationSummaries(db: Db, deps: BankDeps, session: BankSession, language: Idioma) {
  const views = await programViews(db, deps, session.customerId, await listPrograms(db), language);
  return {
    participacoes: views
      .filter((v) => v.participando)
      .map((v) => ({
        programaId: v.programaId,
        nome: v.nome,
        situacao: v.situacao,
        progressoPercentual: v.progressoPercentual,
        tarefasConcluidas: v.tarefas.filter((t) => t.concluida).length,
        tarefasTotal: v.tarefas.length,
      })),
  };
}

/** achievement boards: a badge per task, earned or not. */
export async function achievementBoards(db: Db, deps: BankDeps, session: BankSession, language: Idioma) {
  const views = await programViews(db, deps, session.customerId, await listPrograms(db), language);
  return {
    quadros: views.map((v) => ({
      programaId: v.programaId,
      nome: v.nome,
      conquistas: v.tarefas.map((t) => ({
        tarefaId: t.tarefaId,
        titulo: t.titulo,
        conquistada: t.concluida,
      })),
    })),
  };
}

/** snapshot: the figures the rewards home shows in one call. */
export async function snapshot(db: Db, deps: BankDeps, session: BankSession) {
  const views = await programViews(db, deps, session.customerId, await listPrograms(db), 'pt-BR');
  const grants = await listGrants(db, session.customerId);
  const cashback = grants
    .filter((g) => g.kind === 'CASHBACK' || g.kind === 'ESTORNO_CASHBACK' || g.kind === 'DESCONTO_CUPOM')
    .reduce((sum, g) => sum + Number(g.amount), 0);
  const now = deps.now();
  const open = (await listCoupons(db, session.customerId)).map((c) => couponView(c, now));
  const numbers = (await luckyNumbersOf(db, session.customerId)).filter((n) => n.cancelled_at === null);
  return {
    programasEmAndamento: views.filter((v) => v.situacao === 'EM_ANDAMENTO').length,
    programasConcluidos: views.filter((v) => v.situacao === 'CONCLUIDO').length,
    cashbackRecebido: reais(cashback),
    cuponsDisponiveis: open.filter(
      (c) => c.situacao === 'NOVO' || c.situacao === 'REVELADO' || c.situacao === 'ATIVADO',
    ).length,
    numerosDaSorte: numbers.length,
  };
}
