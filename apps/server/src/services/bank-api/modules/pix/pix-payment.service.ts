import { centavos, toReais } from '@carteira/core/money';
import type { Trx } from '../../../../platform/database/schema.ts';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import { CLEARING_CODE } from '../../../../sandbox/create-customer.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { type AccountRow, findCustomerAccount, findOwnedAccount } from '../account/account.repository.ts';
import type { ReceiptParty } from '../account/account.table.ts';
import { BANK_ISPB } from '../account/bank-identity.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { findSystemAccount } from '../ledger/ledger.repository.ts';
import { type Leg, postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import { newEndToEndId } from './end-to-end.ts';
import { accountNotFound, keyNotFound, sameAccount } from './pix.errors.ts';
import { findKey, insertPixPayment, type KeyEntry } from './pix.repository.ts';
import { holderOf } from './pix-keys.service.ts';

export interface PixOrder {
  chaveDeConta: string;
  pin: string;
  /** Centavos, positive. */
  valor: number;
  chave: string;
  descricao?: string | undefined;
}

function partyOf(entry: KeyEntry): ReceiptParty {
  const holder = holderOf(entry);
  return {
    nome: holder.nome,
    identificacaoFiscalMascarada: holder.identificacaoFiscalMascarada,
    banco: holder.instituicao,
    agencia: holder.agencia,
    conta: holder.conta,
  };
}

async function clearingAccountId(trx: Trx): Promise<string> {
  const clearing = await findSystemAccount(trx, CLEARING_CODE);
  if (!clearing) throw new Error('the sandbox clearing account is missing');
  return clearing.id;
}

/**
 * A Pix from a customer to a key: checked in the transfer's order (own account, key known, not the
 * same account, PIN, balance), then one ledger movement, its receipt and its end-to-end id. To a key
 * of this bank the money goes ledger to ledger; to a sandbox institution it leaves through the clearing.
 */
export async function sendPixToKey(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: PixOrder,
  idempotencyKey: string,
) {
  const source = await findOwnedAccount(trx, session.customerId, order.chaveDeConta);
  if (!source) throw accountNotFound();
  const entry = await findKey(trx, order.chave);
  if (!entry) throw keyNotFound();
  let destination: AccountRow | undefined;
  if (entry.account_id !== null) {
    destination = await findCustomerAccount(trx, entry.account_id);
    if (!destination) throw keyNotFound();
    if (destination.id === source.id) throw sameAccount();
  }
  await checkAccountPin(trx, source.id, order.pin, deps.config.pinPepper);
  const description = order.descricao?.trim() || null;
  const at = deps.now();
  const creditLeg: Leg = destination
    ? { accountId: destination.id, amount: order.valor, counterpartyName: source.nome }
    : { accountId: await clearingAccountId(trx), amount: order.valor, counterpartyName: source.nome };
  const kind = destination ? 'PIX_INTERNO' : 'PIX_ENVIADO';
  const posted = await postMovement(trx, {
    kind,
    typeId: MOVEMENT_KINDS[kind].typeId,
    description,
    customerId: session.customerId,
    idempotencyKey,
    at,
    legs: [{ accountId: source.id, amount: -order.valor, counterpartyName: entry.nome }, creditLeg],
  });
  const endToEnd = newEndToEndId(BANK_ISPB, posted.at);
  await insertPixPayment(trx, {
    movementId: posted.movementId,
    endToEnd,
    chave: entry.chave,
    ispb: entry.institution_ispb,
    at: posted.at,
  });
  const receipt = await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: 'Pix',
    reason: 'Pix enviado por chave',
    amount: order.valor,
    payer: receiptParty(source),
    destination: partyOf(entry),
    description,
    at: posted.at,
  });
  const holder = holderOf(entry);
  return {
    valorOperacao: toReais(centavos(order.valor)),
    statusOrdem: 'EFETIVADA',
    idTransacao: posted.movementId,
    idComprovante: receipt.id,
    endToEnd,
    dataHora: toSaoPauloDateTime(posted.at),
    nomeBeneficiario: holder.nome,
    instituicaoBeneficiario: holder.instituicao,
    codInstituicaoBeneficiario: holder.ispb,
    agenciaBeneficiario: holder.agencia,
  };
}
