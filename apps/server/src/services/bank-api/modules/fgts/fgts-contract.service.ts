import { randomBytes, randomUUID } from 'node:crypto';
import { formatDate, toSaoPauloDate } from '@carteira/core/calendar';
import { type Centavos, centavos, formatBRL, fromReais } from '@carteira/core/money';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer } from '../account/account.repository.ts';
import { faceNotMatched } from '../account-state/account-state.errors.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { checkCode, spend } from '../credentials/code-check.ts';
import { cpfKey } from '../credentials/otp.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { fgtsContractOpen, fgtsNotFound, fgtsOperatorFailure } from './fgts.errors.ts';
import {
  ensureFgtsAccount,
  FGTS_IOF_ACCOUNT,
  FGTS_PORTFOLIO_ACCOUNT,
  findContractByProposal,
  findOwnContract,
  hasActiveContract,
  insertContract,
  instalmentsOf,
  listOwnContracts,
  lockContract,
  lockContractInstalment,
  lockOwnFaceAuth,
  lockOwnProposal,
  markInstalmentPaid,
  markProposalContracted,
  useFaceAuth,
} from './fgts.repository.ts';
import { FACE_AUTH_TTL_MS, ownAccount, simulateFor, type WireSimulation } from './fgts.service.ts';
import { isoDay, wireContract } from './fgts-wire.ts';

const newLocator = () => `FGTS-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * conta/antecipacao/fgts/proposta/{id}/faceauth/{faceAuthId}/contrato: contracts an open proposal with
 * a fresh live face, the SMS code and the PIN, at the figures simulated again now (the proposal's
 * amount): the operator locks the anniversaries and the released amount is credited at once
 * (ANTECIPACAO_FGTS), the IOF withheld. A proposal already contracted answers its contract (a
 * twice-sent contract credits once); one advance at a time (40205).
 */
export async function contract(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; propostaId: string; faceAuthId: string; token: string; pin: string },
  idempotencyKey: string,
) {
  const account = await ownAccount(trx, session, input.chaveDeConta);
  const proposal = await lockOwnProposal(trx, session.customerId, input.propostaId);
  if (!proposal || proposal.account_id !== account.id) throw fgtsNotFound();
  if (proposal.status === 'CONTRATADA') {
    const done = await findContractByProposal(trx, proposal.id);
    if (!done) throw fgtsNotFound();
    return wireContract(done, await instalmentsOf(trx, [done.id]), toSaoPauloDate(deps.now()));
  }
  const now = deps.now();
  if (new Date(proposal.expires_at).getTime() < now.getTime()) throw fgtsNotFound();
  const face = await lockOwnFaceAuth(trx, session.customerId, input.faceAuthId);
  if (!face) throw fgtsNotFound();
  if (
    !face.alive ||
    face.used_at !== null ||
    now.getTime() - new Date(face.created_at).getTime() > FACE_AUTH_TTL_MS
  )
    throw faceNotMatched(face.message_code);
  if (await hasActiveContract(trx, session.customerId)) throw fgtsContractOpen();
  const customer = await findCustomer(trx, session.customerId);
  if (!customer) throw fgtsNotFound();
  const code = await checkCode(trx, {
    purpose: 'fgts-advance',
    action: 'fgts-advance',
    cpfKey: cpfKey(customer.cpf, deps.config.pinPepper),
    code: input.token,
    now,
    serverKey: deps.config.pinPepper,
  });
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const requested = centavos(Number(proposal.requested));
  const { simulation: s, rate } = await simulateFor(trx, deps, session, requested);
  const contractId = randomUUID();
  let locked = false;
  try {
    ({ locked } = await deps.ports.fgtsOperator.pledge({
      cpf: customer.cpf,
      contractId,
      instalments: s.instalments.map((i) => ({ dueDate: i.dueDate, value: i.value })),
    }));
  } catch (error) {
    deps.log.warn({ err: error }, 'FGTS operator pledge failed');
  }
  if (!locked) throw fgtsOperatorFailure();
  const kind = MOVEMENT_KINDS.ANTECIPACAO_FGTS;
  const posted = await postMovement(trx, {
    kind: 'ANTECIPACAO_FGTS',
    typeId: kind.typeId,
    description: kind.label,
    customerId: session.customerId,
    idempotencyKey,
    at: now,
    legs: [
      { accountId: await ensureFgtsAccount(trx, FGTS_PORTFOLIO_ACCOUNT, now), amount: centavos(-s.financed) },
      { accountId: account.id, amount: s.released, counterpartyName: 'Antecipação Saque-Aniversário FGTS' },
      ...(s.iof.total > 0
        ? [{ accountId: await ensureFgtsAccount(trx, FGTS_IOF_ACCOUNT, now), amount: s.iof.total }]
        : []),
    ],
  });
  const row = {
    id: contractId,
    proposal_id: proposal.id,
    customer_id: session.customerId,
    account_id: account.id,
    face_auth_id: face.id,
    localizador: newLocator(),
    status: 'ATIVO' as const,
    prazo: s.instalments.length,
    released: s.released,
    financed: s.financed,
    iof: s.iof.total,
    total_receivables: s.totalReceivables,
    monthly_rate: String(rate),
    annual_rate: ((1 + rate) ** 12 - 1).toFixed(8),
    cet_annual: s.cetAnnual.toFixed(8),
    movement_id: posted.movementId,
    created_at: posted.at,
    cancelled_at: null,
    cancel_movement_id: null,
  };
  const instalments = s.instalments.map((i) => ({
    contract_id: contractId,
    number: i.number,
    due_date: i.dueDate,
    withdrawal: i.withdrawal,
    value: i.value,
    present_value: i.presentValue,
    status: 'ABERTA' as const,
    paid_at: null,
    movement_id: null,
  }));
  await insertContract(trx, row, instalments);
  await markProposalContracted(trx, proposal.id);
  await useFaceAuth(trx, face.id, now);
  await spend(trx, code.id, now);
  return wireContract(row, instalments, toSaoPauloDate(now));
}

/** conta/antecipacao/fgts/contratos: the customer's advances on the account, CANCELADO hidden (wallet.md 4). */
export async function listContracts(
  db: Executor,
  session: BankSession,
  input: { chaveDeConta: string; Ordenacao: 'ASC' | 'DESC'; Pagina: number; porPagina: number },
  now: Date,
) {
  await ownAccount(db, session, input.chaveDeConta);
  const { rows, total } = await listOwnContracts(db, {
    customerId: session.customerId,
    accountId: input.chaveDeConta,
    order: input.Ordenacao === 'ASC' ? 'asc' : 'desc',
    offset: (input.Pagina - 1) * input.porPagina,
    limit: input.porPagina,
  });
  const instalments = await instalmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    pagina: input.Pagina,
    porPagina: input.porPagina,
    total,
    contratos: rows.map((r) =>
      wireContract(
        r,
        instalments.filter((i) => i.contract_id === r.id),
        toSaoPauloDate(now),
      ),
    ),
  };
}

const brl = (value: number) => formatBRL(centavos(value));
/** A percentage as pt-BR writes it: 1,79. */
const pct = (value: number) => value.toFixed(2).replace('.', ',');

/** The general terms of the advance (conta/antecipacao/fgts/termo), before contracting. */
export function advanceTerms(simulation?: WireSimulation) {
  const lines = [
    'TERMO DE ANTECIPAÇÃO DO SAQUE-ANIVERSÁRIO DO FGTS',
    'Você cede fiduciariamente ao Carteira os saques-aniversário indicados abaixo (Lei 8.036/1990, art. 20-D, § 3º).',
    'A Caixa, agente operador do FGTS, bloqueia esses valores e os paga ao Carteira em cada aniversário.',
    'Regras do Conselho Curador do FGTS (Resolução CCFGTS 958/2020, alterada pela 1.130/2025): de R$ 100,00 a R$ 500,00 por ano; até 5 anos até 31/10/2026 e 3 anos depois; 90 dias após a adesão; uma antecipação por vez.',
    'Sobre o valor incide IOF de pessoa física (0,0082% ao dia, até 365 dias, mais 0,38%), descontado do valor liberado.',
    'Enquanto houver saque-aniversário cedido, você não pode voltar ao saque-rescisão sem quitar a antecipação.',
    'Você pode desistir em até 7 dias da contratação pelo app, devolvendo o valor liberado: o IOF é estornado e a Caixa libera o saldo bloqueado (Código de Defesa do Consumidor, art. 49).',
    'A taxa de juros fica abaixo do teto do Conselho Curador do FGTS (Resolução CCFGTS 958/2020, art. 5º: inferior a 1,80% ao mês).',
  ];
  if (simulation) {
    lines.push(
      `Valor liberado: ${brl(fromReais(simulation.valorLiberado))}. Taxa: ${pct(simulation.taxaContratoMensal)}% a.m. CET: ${pct(simulation.cetAno)}% a.a.`,
    );
  }
  return { termo: lines.join('\n'), versao: '2025-11' };
}

/** conta/antecipacao/fgts/termo/{contractId}: the signed terms of one of the customer's contracts. */
export async function contractTerms(
  db: Executor,
  session: BankSession,
  input: { chaveDeConta: string; contrato: string },
  now: Date,
) {
  await ownAccount(db, session, input.chaveDeConta);
  const row = await findOwnContract(db, session.customerId, input.contrato);
  if (!row || row.account_id !== input.chaveDeConta) throw fgtsNotFound();
  const instalments = await instalmentsOf(db, [row.id]);
  const wire = wireContract(row, instalments, toSaoPauloDate(now));
  const lines = [
    `CÉDULA DE CRÉDITO BANCÁRIO - ANTECIPAÇÃO DO SAQUE-ANIVERSÁRIO FGTS nº ${row.localizador}`,
    `Data: ${formatDate(new Date(row.created_at))}`,
    `Valor liberado: ${brl(Number(row.released))}. Valor financiado: ${brl(Number(row.financed))}. IOF: ${brl(Number(row.iof))}.`,
    `Taxa de juros: ${pct(wire.taxaJuros)}% a.m. (${pct(wire.taxaJurosAno)}% a.a.). CET: ${pct(wire.cetAno)}% a.a.`,
    'Saques-aniversário cedidos:',
    ...instalments.map((i) => `${i.number}. ${formatDate(isoDay(i.due_date))}: ${brl(Number(i.value))}`),
    `Você pode desistir até ${formatDate(wire.dataLimiteDesistencia)}, devolvendo o valor liberado.`,
    advanceTerms().termo,
  ];
  return { contrato: row.id, termo: lines.join('\n') };
}

/**
 * The operator's yearly payment of a pledged anniversary (the FGTS operator calls it; in the sandbox,
 * its door): the amount moves from the settlement account into the advance portfolio and the
 * instalment is marked paid; the last one settles the contract. Paying a paid one answers it again.
 */
export async function receiveAnniversaryPayment(
  trx: Trx,
  input: { contractId: string; number: number; settlementAccountId: string; at: Date },
) {
  // Locked first, as a withdrawal locks it: a contract withdrawn from has nothing pledged any more.
  const contract = await lockContract(trx, input.contractId);
  if (!contract || contract.status === 'CANCELADO') throw fgtsNotFound();
  const instalment = await lockContractInstalment(trx, input.contractId, input.number);
  if (!instalment) throw fgtsNotFound();
  if (instalment.status === 'PAGA')
    return { contrato: input.contractId, parcela: input.number, status: 'PAGA' };
  const kind = MOVEMENT_KINDS.ANTECIPACAO_FGTS_REPASSE;
  const value: Centavos = centavos(Number(instalment.value));
  const posted = await postMovement(trx, {
    kind: 'ANTECIPACAO_FGTS_REPASSE',
    typeId: kind.typeId,
    description: `${kind.label} ${input.number}`,
    idempotencyKey: `fgts-anniversary:${input.contractId}:${input.number}`,
    at: input.at,
    legs: [
      { accountId: input.settlementAccountId, amount: centavos(-value), counterpartyName: 'Caixa - FGTS' },
      { accountId: await ensureFgtsAccount(trx, FGTS_PORTFOLIO_ACCOUNT, input.at), amount: value },
    ],
  });
  await markInstalmentPaid(trx, {
    contractId: input.contractId,
    number: input.number,
    at: input.at,
    movementId: posted.movementId,
  });
  return { contrato: input.contractId, parcela: input.number, status: 'PAGA' };
}
