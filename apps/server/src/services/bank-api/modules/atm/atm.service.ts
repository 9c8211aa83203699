import { randomBytes } from 'node:crypto';
import { centavos, formatBRL, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import { accountNotFound, amountRefused, codeExpired, codeNotFound, codeUsed } from './atm.errors.ts';
import {
  ATM_NETWORK_CODE,
  ensureAtmAccount,
  findWithdrawalByCode,
  insertWithdrawal,
  TARIFF_INCOME_CODE,
} from './atm.repository.ts';
import type { AtmCode } from './atm-network.ts';
import { ATM_MAX, ATM_MIN, atmAmountProblem, atmFee } from './atm-rules.ts';

const reais = (v: number) => toReais(centavos(v));

/** The code as the ATM shows it: spaces around dropped, letters upper-cased. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The withdrawal the code stands for, refused when unknown, expired, used, or an amount the bank does not give. */
async function readCode(db: Executor, deps: BankDeps, code: string): Promise<AtmCode> {
  const atm = await deps.ports.atmNetwork.read(code, deps.now());
  if (!atm) throw codeNotFound();
  if (atm.expiresAt.getTime() <= deps.now().getTime()) throw codeExpired();
  if (await findWithdrawalByCode(db, code)) throw codeUsed();
  const problem = atmAmountProblem(atm.amount);
  if (problem) {
    const brl = (v: number) => formatBRL(centavos(v));
    throw amountRefused(
      problem === 'step'
        ? 'O valor do saque deve ser múltiplo de R$ 10,00'
        : `O valor do saque deve ficar entre ${brl(ATM_MIN)} e ${brl(ATM_MAX)}`,
    );
  }
  return atm;
}

function codeAnswer(atm: AtmCode) {
  const fee = atmFee(atm.amount);
  return {
    idTerminal: atm.terminalId,
    nomeTerminal: atm.terminalName,
    endereco: atm.address,
    rede: atm.network,
    valor: reais(atm.amount),
    tarifa: reais(fee),
    valorTotal: reais(atm.amount + fee),
    validoAte: toSaoPauloDateTime(atm.expiresAt),
  };
}

/** saque/consultar-saque-atm: what the review shows before the PIN (amount, fee, total, the ATM). */
export async function consultAtmCode(db: Executor, deps: BankDeps, qrCode: string) {
  const code = normaliseCode(qrCode);
  return { qrCode: code, ...codeAnswer(await readCode(db, deps, code)) };
}

/** A withdrawal id the ATM prints and the receipt carries: "SAQ-" and 10 hex digits. */
export const newWithdrawalId = () => `SAQ-${randomBytes(5).toString('hex').toUpperCase()}`;

export interface AtmWithdrawInput {
  chaveDeConta: string;
  pin: string;
  qrCode: string;
}

/**
 * saque/solicitar-saque-atm: the code read again, the PIN, then one ledger movement (the cash to the
 * network's settlement account, the fee to the bank's tariff income), the withdrawal row (a code is
 * used once), the receipt, and the network told to dispense.
 */
export async function withdrawAtAtm(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: AtmWithdrawInput,
  idempotencyKey: string,
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const code = normaliseCode(input.qrCode);
  const atm = await readCode(trx, deps, code);
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const fee = atmFee(atm.amount);
  const at = deps.now();
  const network = await ensureAtmAccount(trx, ATM_NETWORK_CODE, at);
  const income = await ensureAtmAccount(trx, TARIFF_INCOME_CODE, at);
  const withdrawalId = newWithdrawalId();
  const description = `${atm.network} ${atm.terminalName}`;
  const posted = await postMovement(trx, {
    kind: 'SAQUE_ATM',
    typeId: MOVEMENT_KINDS.SAQUE_ATM.typeId,
    description,
    customerId: session.customerId,
    idempotencyKey,
    at,
    legs: [
      { accountId: account.id, amount: centavos(-(atm.amount + fee)), counterpartyName: atm.network },
      { accountId: network, amount: centavos(atm.amount), counterpartyName: account.nome },
      ...(fee > 0 ? [{ accountId: income, amount: centavos(fee), counterpartyName: account.nome }] : []),
    ],
  });
  await insertWithdrawal(trx, {
    id: withdrawalId,
    code,
    movement_id: posted.movementId,
    account_id: account.id,
    terminal_id: atm.terminalId,
    terminal_name: atm.terminalName,
    network: atm.network,
    amount: atm.amount,
    fee,
    created_at: posted.at,
  });
  const receipt = await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: MOVEMENT_KINDS.SAQUE_ATM.label,
    reason: `Saque ${withdrawalId}`,
    amount: atm.amount,
    fee,
    payer: receiptParty(account),
    destination: {
      nome: atm.network,
      identificacaoFiscalMascarada: '',
      banco: atm.network,
      agencia: atm.terminalId,
      conta: atm.terminalName,
    },
    description: `Identificador do saque: ${withdrawalId}`,
    at: posted.at,
  });
  await deps.ports.atmNetwork.release({ code, withdrawalId, amount: atm.amount });
  return {
    idSaque: withdrawalId,
    idTransacao: posted.movementId,
    idComprovante: receipt.id,
    autenticacao: receipt.authentication,
    status: 'AUTORIZADO',
    dataHora: toSaoPauloDateTime(posted.at),
    ...codeAnswer(atm),
  };
}
