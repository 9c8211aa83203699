import { maskCpf } from '@carteira/core/br';
import { todayInSaoPaulo } from '@carteira/core/calendar';
import { drawnLuckyNumber, formatLuckyNumber, winningLuckyNumber } from '@carteira/core/rewards';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Db } from '../../bank-database.ts';
import type { BankDeps } from '../../bank-route.ts';
import { rewardNotFound } from './rewards.errors.ts';
import { activeNumbers, customerIdentity, findDraw, listDraws, lockDraw } from './rewards.repository.ts';
import { type Idioma, inLanguage } from './rewards-language.ts';

/**
 * Holds the draw once the Loteria Federal published its extraction (the lottery port): the drawn number
 * and the winner by the published rule (core/rewards), under the draw's lock, once. A draw whose
 * extraction is not published yet, or a bank without a lottery source, stays as it is.
 */
export async function holdDraw(db: Db, deps: BankDeps, drawId: string): Promise<void> {
  const draw = await findDraw(db, drawId);
  if (!draw || draw.held_at || !deps.lottery) return;
  const prizes = await deps.lottery.resultOf(draw.extraction_date);
  if (!prizes) return;
  await db.transaction().execute(async (trx) => {
    const locked = await lockDraw(trx, drawId);
    if (!locked || locked.held_at) return;
    const drawn = drawnLuckyNumber(prizes);
    const numbers = await activeNumbers(trx, drawId);
    const winning = winningLuckyNumber(
      drawn,
      numbers.map((n) => n.number),
    );
    const winner = numbers.find((n) => n.number === winning)?.customer_id ?? null;
    await trx
      .updateTable('reward_draw')
      .set({
        held_at: deps.now(),
        prizes: JSON.stringify(prizes),
        drawn_number: drawn,
        winning_number: winning,
        winner_customer_id: winner,
      })
      .where('id', '=', drawId)
      .execute();
  });
}

/**
 * Holds every draw whose extraction day has come, once the lottery has published it: the rewards job
 * runs this, so a draw is held without anyone opening rewards. Answers how many it tried.
 */
export async function holdDueDraws(db: Db, deps: BankDeps): Promise<number> {
  const today = todayInSaoPaulo(deps.now());
  const due = (await listDraws(db)).filter((d) => !d.held_at && d.extraction_date <= today);
  for (const d of due) await holdDraw(db, deps, d.id);
  return due.length;
}

/** The winner as the promotion publishes it: first name, last initial and a masked CPF (LGPD). */
function maskedWinner(identity: { nome: string; cpf: string } | undefined) {
  if (!identity) return null;
  const parts = identity.nome.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]?.charAt(0)}.` : '';
  return { nome: `${first}${last}`, cpfMascarado: maskCpf(identity.cpf) };
}

async function drawView(
  db: Db,
  customerId: string,
  draw: NonNullable<Awaited<ReturnType<typeof findDraw>>>,
  language: Idioma,
) {
  const mine = await db
    .selectFrom('reward_lucky_number')
    .select(['number', 'cancelled_at'])
    .where('draw_id', '=', draw.id)
    .where('customer_id', '=', customerId)
    .orderBy('number')
    .execute();
  const held = draw.held_at !== null;
  const winner =
    held && draw.winner_customer_id ? await customerIdentity(db, draw.winner_customer_id) : undefined;
  return {
    sorteioId: draw.id,
    nome: inLanguage(language, draw.nome, draw.nome_en),
    certificadoAutorizacao: draw.certificado,
    premio: inLanguage(language, draw.premio, draw.premio_en),
    dataExtracaoLoteriaFederal: draw.extraction_date,
    situacao: held ? 'REALIZADO' : 'AGUARDANDO_EXTRACAO',
    realizadoEm: draw.held_at ? toSaoPauloDateTime(new Date(draw.held_at)) : null,
    premiosLoteriaFederal: draw.prizes ? (JSON.parse(draw.prizes) as number[]) : null,
    numeroSorteado: draw.drawn_number !== null ? formatLuckyNumber(draw.drawn_number) : null,
    numeroContemplado: draw.winning_number !== null ? formatLuckyNumber(draw.winning_number) : null,
    ganhador: maskedWinner(winner),
    voceGanhou: held && draw.winner_customer_id === customerId,
    meusNumeros: mine.map((n) => ({
      numero: formatLuckyNumber(n.number),
      cancelado: n.cancelled_at !== null,
    })),
  };
}

/** draw history: every draw, the customer's numbers in it, and its result once held. */
export async function drawHistory(db: Db, deps: BankDeps, customerId: string, language: Idioma) {
  const draws = await listDraws(db);
  for (const d of draws) if (!d.held_at) await holdDraw(db, deps, d.id);
  const fresh = await listDraws(db);
  return { sorteios: await Promise.all(fresh.map((d) => drawView(db, customerId, d, language))) };
}

/** One draw's details (the winner screen reads it). */
export async function drawDetail(
  db: Db,
  deps: BankDeps,
  customerId: string,
  drawId: string,
  language: Idioma,
) {
  await holdDraw(db, deps, drawId);
  const draw = await findDraw(db, drawId);
  if (!draw) throw rewardNotFound('Sorteio não encontrado');
  return drawView(db, customerId, draw, language);
}
