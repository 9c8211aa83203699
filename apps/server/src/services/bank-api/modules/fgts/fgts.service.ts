import { randomUUID } from 'node:crypto';
import { maskPhoneTail } from '@carteira/core/br';
import { addDays, daysBetween, type IsoDate, toSaoPauloDate } from '@carteira/core/calendar';
import { annualFromMonthly } from '@carteira/core/credit';
import {
  type AdvanceSimulation,
  advanceRateAllowed,
  FGTS_LIMITS,
  simulateAdvance,
} from '@carteira/core/fgts';
import { type Centavos, toReais } from '@carteira/core/money';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer, findOwnedAccount } from '../account/account.repository.ts';
import { accountNotFound, faceNotMatched } from '../account-state/account-state.errors.ts';
import { faceImageBytes } from '../account-state/account-state.service.ts';
import { issueCode } from '../credentials/code-issue.ts';
import { CREDENTIAL_LIMITS } from '../credentials/credential-limits.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender, sendCode } from '../credentials/send-code.ts';
import {
  fgtsAmountRefused,
  fgtsAnniversaryTooClose,
  fgtsBalanceRefused,
  fgtsContractOpen,
  fgtsNotRegistered,
  fgtsOperatorFailure,
  fgtsRateAboveCap,
} from './fgts.errors.ts';
import { hasActiveContract, insertFaceAuth, insertProposal } from './fgts.repository.ts';

/**
 * The bank's monthly rate for the advance (FGTS_MONTHLY_RATE, 1,79% a.m. by default), refused while it is
 * not under the cap: Resolução CCFGTS 958/2020 art. 5, rates below 1,80% a.m. (decision 0035).
 */
export function advanceRate(deps: BankDeps): number {
  const rate = deps.config.fgtsMonthlyRate;
  if (!advanceRateAllowed(rate)) {
    deps.log.error({ rate }, 'FGTS_MONTHLY_RATE is not under the FGTS board cap: the advance is refused');
    throw fgtsRateAboveCap();
  }
  return rate;
}
/** How long a proposal holds its simulation. */
export const PROPOSAL_TTL_MS = 30 * 60_000;
/** How long a face check stands for the customer's presence. */
export const FACE_AUTH_TTL_MS = 15 * 60_000;

const percent = (rate: number, places = 2) => Number((rate * 100).toFixed(places));

export async function ownAccount(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

/** The operator's answer for the customer, its refusals as the bank's errors (wallet.md section 8). */
async function consultOperator(deps: BankDeps, cpf: string, today: IsoDate) {
  let answer: Awaited<ReturnType<BankDeps['ports']['fgtsOperator']['consult']>>;
  try {
    answer = await deps.ports.fgtsOperator.consult({ cpf });
  } catch (error) {
    deps.log.warn({ err: error }, 'FGTS operator consult failed');
    throw fgtsOperatorFailure();
  }
  if (answer.status === 'unavailable') throw fgtsOperatorFailure();
  if (answer.status === 'not-registered') throw fgtsNotRegistered();
  if (answer.status === 'anniversary-too-close') throw fgtsAnniversaryTooClose();
  // Resolução CCFGTS 958/2020 art. 1 § 2 (by 1.130/2025): 90 days after the opt-in takes effect.
  if (daysBetween(answer.optInDate, today) < FGTS_LIMITS.waitDaysAfterOptIn) {
    throw fgtsNotRegistered(
      `A antecipação fica disponível 90 dias depois da adesão ao saque-aniversário (${addDays(answer.optInDate, FGTS_LIMITS.waitDaysAfterOptIn)})`,
    );
  }
  return answer;
}

export type WireSimulation = ReturnType<typeof wireSimulation>;

function wireSimulation(
  s: AdvanceSimulation,
  input: { balance: Centavos; birthMonth: number; requested: Centavos | undefined; rate: number },
) {
  return {
    saldoFgts: toReais(input.balance),
    mesAniversario: input.birthMonth,
    valorSolicitado: input.requested === undefined ? null : toReais(input.requested),
    valorLiberado: toReais(s.released),
    valorFinanciado: toReais(s.financed),
    valorIof: toReais(s.iof.total),
    totalRecebiveis: toReais(s.totalReceivables),
    prazo: s.instalments.length,
    taxaContratoMensal: percent(input.rate),
    taxaContratoAnual: percent(annualFromMonthly(input.rate)),
    taxaIofDiaria: 0.0082,
    taxaIofAdicional: 0.38,
    cetAno: percent(s.cetAnnual),
    valorMinimoLiberado: toReais(s.minReleased),
    valorMaximoLiberado: toReais(s.maxReleased),
    recebiveis: s.instalments.map((row) => ({
      parcela: row.number,
      valor: toReais(row.value),
      dataVencimento: row.dueDate,
      saqueProjetado: toReais(row.withdrawal),
      valorPresente: toReais(row.presentValue),
    })),
  };
}

/** The simulation for the customer on the bank's date; its refusals as the bank's errors. */
export async function simulateFor(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  requested: Centavos | undefined,
) {
  const rate = advanceRate(deps);
  const customer = await findCustomer(db, session.customerId);
  if (!customer) throw accountNotFound();
  const today = toSaoPauloDate(deps.now());
  const fgts = await consultOperator(deps, customer.cpf, today);
  const s = simulateAdvance({
    balance: fgts.balance,
    birthMonth: fgts.birthMonth,
    releaseDate: today,
    monthlyRate: rate,
    requested,
  });
  if ('refused' in s) {
    if (s.refused === 'balance-too-low')
      throw fgtsBalanceRefused('O saldo não permite um saque-aniversário de R$ 100');
    if (s.refused === 'balance-too-high') throw fgtsBalanceRefused('O saldo passa de R$ 50.000,00');
    throw fgtsAmountRefused(s.refused === 'requested-too-low' ? 'abaixo do mínimo' : 'acima do máximo');
  }
  return {
    simulation: s,
    wire: wireSimulation(s, { balance: fgts.balance, birthMonth: fgts.birthMonth, requested, rate }),
    cpf: customer.cpf,
    today,
    rate,
  };
}

/** conta/antecipacao/fgts/simulacao-autorizadora: what the customer can advance (the largest, or the requested). */
export async function simulate(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valorSolicitado?: Centavos | undefined },
) {
  await ownAccount(deps.db, session, input.chaveDeConta);
  if (await hasActiveContract(deps.db, session.customerId)) throw fgtsContractOpen();
  return (await simulateFor(deps.db, deps, session, input.valorSolicitado)).wire;
}

/** conta/antecipacao/fgts/proposta: keeps the simulation of the requested amount for 30 minutes. */
export async function propose(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valorSolicitado: Centavos },
) {
  await ownAccount(trx, session, input.chaveDeConta);
  if (await hasActiveContract(trx, session.customerId)) throw fgtsContractOpen();
  const { wire } = await simulateFor(trx, deps, session, input.valorSolicitado);
  const now = deps.now();
  const id = randomUUID();
  await insertProposal(trx, {
    id,
    customer_id: session.customerId,
    account_id: input.chaveDeConta,
    requested: input.valorSolicitado,
    simulation: wire,
    status: 'ABERTA',
    created_at: now,
    expires_at: new Date(now.getTime() + PROPOSAL_TTL_MS),
  });
  return { propostaId: id, ...wire };
}

/**
 * clientes/{clientKey}/faceauth: the customer's selfie at the identity provider. A live face gives a
 * faceAuthId for the contract (good for 15 minutes, once); another is 40193 and is kept.
 */
export async function faceAuth(
  deps: BankDeps,
  session: BankSession,
  input: {
    imagemBase64: string;
    dispositivo?:
      | {
          sistemaOperacional?: string | undefined;
          impressaoDigital?: string | undefined;
          fabricante?: string | undefined;
          modelo?: string | undefined;
        }
      | undefined;
  },
) {
  const image = faceImageBytes(input.imagemBase64);
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) throw accountNotFound();
  const answer = await deps.ports.identity.checkLiveness({ cpf: customer.cpf, image });
  const id = randomUUID();
  await insertFaceAuth(deps.db, {
    id,
    customer_id: session.customerId,
    alive: answer.alive,
    message_code: answer.messageCode,
    provider_request_id: answer.requestId,
    device: input.dispositivo ?? null,
    created_at: deps.now(),
    used_at: null,
  });
  if (!answer.alive) throw faceNotMatched(answer.messageCode);
  return { faceAuthId: id, match: 1 };
}

/** token/gerar-2fa-antecipacao-fgts: the SMS code that confirms the advance (second factor type 2). */
export async function requestAdvanceCode(deps: BankDeps, session: BankSession, accountId: string) {
  requireCodeSender(deps);
  await ownAccount(deps.db, session, accountId);
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) throw accountNotFound();
  const message = await withTransaction(deps.db, (trx) =>
    issueCode(trx, {
      purpose: 'fgts-advance',
      action: 'fgts-advance-code',
      cpfKey: cpfKey(customer.cpf, deps.config.pinPepper),
      customer: { ...customer, email: customer.email ?? null },
      channel: 'sms',
      now: deps.now(),
      serverKey: deps.config.pinPepper,
    }),
  );
  await sendCode(deps, message);
  return {
    enviado: true,
    canal: 'sms' as const,
    celularMascarado: maskPhoneTail(`${customer.telefone_ddd ?? ''}${customer.telefone_numero ?? ''}`),
    validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000,
  };
}
