import { maskCpf } from '@carteira/core/br';
import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { type AccountRow, findAccountByNumber, findOwnedAccount } from '../account/account.repository.ts';
import type { ReceiptParty } from '../account/account.table.ts';
import { BANK_NAME } from '../account/bank-identity.ts';
import { newReceipt } from '../account/receipt.repository.ts';
import { checkPinAndLockAccounts } from '../auth/pin.service.ts';
import type { LockedAccount } from '../ledger/ledger.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { accountNotFound, destinationNotFound, sameAccount } from './transfer.errors.ts';

export function receiptParty(account: AccountRow): ReceiptParty {
  return {
    nome: account.nome,
    identificacaoFiscalMascarada: maskCpf(account.cpf),
    banco: BANK_NAME,
    agencia: account.agencia ?? '',
    conta: account.numero ?? '',
  };
}

export interface InternalTransfer {
  source: AccountRow;
  destination: AccountRow;
  /** Centavos, positive. */
  amount: number;
  description: string | null;
  customerId: string;
  idempotencyKey: string | null;
  at?: Date;
  /** The two accounts' rows when the caller locked them already (with the PIN row). */
  lockedAccounts?: LockedAccount[];
}

/** motivoTransacao on the receipt of a transfer between accounts of this bank. */
export const TRANSFER_REASON = 'Transferência entre contas Carteira';

/**
 * Moves money between two accounts of this bank and writes the receipt both sides can see, in the
 * movement's statement.
 */
export async function executeInternalTransfer(trx: Trx, t: InternalTransfer) {
  if (t.source.id === t.destination.id) throw sameAccount();
  const kind = MOVEMENT_KINDS.TRANSFERENCIA_INTERNA;
  const receipt = newReceipt({
    operation: kind.label,
    reason: TRANSFER_REASON,
    amount: t.amount,
    payer: receiptParty(t.source),
    destination: receiptParty(t.destination),
    description: t.description,
  });
  const posted = await postMovement(trx, {
    kind: 'TRANSFERENCIA_INTERNA',
    typeId: kind.typeId,
    description: t.description,
    customerId: t.customerId,
    idempotencyKey: t.idempotencyKey,
    ...(t.at ? { at: t.at } : {}),
    ...(t.lockedAccounts ? { lockedAccounts: t.lockedAccounts } : {}),
    legs: [
      { accountId: t.source.id, amount: centavos(-t.amount), counterpartyName: t.destination.nome },
      { accountId: t.destination.id, amount: centavos(t.amount), counterpartyName: t.source.nome },
    ],
    alongside: (movement) => [receipt.insert(trx, movement)],
  });
  return { movementId: posted.movementId, receiptId: receipt.id, at: posted.at };
}

export interface TransferInput {
  chaveDeConta: string;
  pin: string;
  valor: number;
  agenciaDestino: string;
  contaDestino: string;
  descricao?: string | undefined;
}

/** The customer's transfer: own account, known destination, not the same, PIN right, then the ledger. */
export async function transferFromCustomer(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: TransferInput,
  idempotencyKey: string,
) {
  const source = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!source) throw accountNotFound();
  const destination = await findAccountByNumber(trx, input.agenciaDestino, input.contaDestino);
  if (!destination) throw destinationNotFound();
  if (destination.id === source.id) throw sameAccount();
  const lockedAccounts = await checkPinAndLockAccounts(trx, source.id, input.pin, deps.config.pinPepper, [
    source.id,
    destination.id,
  ]);
  const done = await executeInternalTransfer(trx, {
    lockedAccounts,
    source,
    destination,
    amount: input.valor,
    description: input.descricao?.trim() || null,
    customerId: session.customerId,
    idempotencyKey,
    at: deps.now(),
  });
  return transferAnswer({ ...done, valor: input.valor });
}

/** What a customer's transfer that went through answers. */
export function transferAnswer(t: { movementId: string; receiptId: string; at: Date; valor: number }) {
  return {
    idTransacao: t.movementId,
    idComprovante: t.receiptId,
    status: 'EFETIVADA',
    valor: toReais(centavos(t.valor)),
    dataHora: toSaoPauloDateTime(t.at),
  };
}

/** Who an agency and account number belong to, masked for the confirmation screen. */
export async function lookupRecipient(db: Executor, agencia: string, conta: string) {
  const account = await findAccountByNumber(db, agencia, conta);
  if (!account) throw accountNotFound();
  const party = receiptParty(account);
  return {
    nome: party.nome,
    identificacaoFiscalMascarada: party.identificacaoFiscalMascarada,
    agencia: party.agencia,
    conta: party.conta,
    banco: BANK_NAME,
  };
}
