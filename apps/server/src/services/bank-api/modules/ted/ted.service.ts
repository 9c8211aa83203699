import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { type AccountRow, findOwnedAccount } from '../account/account.repository.ts';
import type { ReceiptParty } from '../account/account.table.ts';
import { BANK_ISPB } from '../account/bank-identity.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { incorrectDetails } from '../banks/banks.errors.ts';
import { checkAgency } from '../banks/banks.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { maskedTaxId } from '../pix/keys/pix-keys.service.ts';
import { clearingAccountId } from '../pix/send/pix-send.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import { accountNotFound, outsideWindow } from './ted.errors.ts';
import { insertTedTransfer } from './ted.repository.ts';
import { tedWindowAt } from './ted-window.ts';

/** Where a TED goes, as the customer typed it (checked by the route's schema). */
export interface TedDestination {
  /** Bank code (3 digits) or ISPB (8 digits). */
  banco: string;
  agencia: string;
  conta: string;
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  tipoConta: number;
  nome: string;
  /** CPF or CNPJ, without its mask (letters of the 2026 CNPJ upper-cased). */
  identificacaoFiscal: string;
}

export interface TedInput extends TedDestination {
  chaveDeConta: string;
  /** Centavos, positive. */
  valor: number;
  descricao?: string | undefined;
}

/** The receiving bank and agency, both known to the directory, and not this bank ('Incorrect Details'). */
export function resolveDestination(deps: BankDeps, to: TedDestination) {
  const { bank, agencia } = checkAgency(deps.ports.bankDirectory, to.banco, to.agencia);
  if (bank.ispb === BANK_ISPB) {
    throw incorrectDetails('Para uma conta Carteira, use a transferência entre contas');
  }
  return { bank, agencia };
}

export async function ownAccount(db: Executor, session: BankSession, accountId: string): Promise<AccountRow> {
  const source = await findOwnedAccount(db, session.customerId, accountId);
  if (!source) throw accountNotFound();
  return source;
}

/**
 * A TED to another bank, in the caller's transaction: the account and destination checked, the
 * window open (or 40161 naming the next working day), the PIN (none for a schedule the customer
 * authorised with it), then one movement from the account to the settlement account, its receipt,
 * and the order to the STR. When the receiving bank gives it back, a second movement returns the
 * money (keyed by the first's key, so it can happen only once) with its own receipt, and both show
 * in the statement. The sandbox's banks answer at once; a real STR answers later, and the same
 * return would run when its message arrives.
 */
export async function sendTed(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: TedInput,
  options: { pin: string | null; idempotencyKey: string; scheduleId?: string; reason?: string },
) {
  const source = await ownAccount(trx, session, input.chaveDeConta);
  const { bank, agencia } = resolveDestination(deps, input);
  const at = deps.now();
  const window = tedWindowAt(at);
  if (!window.open) throw outsideWindow(window.sendOn);
  if (options.pin !== null) await checkAccountPin(trx, source.id, options.pin, deps.config.pinPepper);
  const description = input.descricao?.trim() || null;
  const clearingId = await clearingAccountId(trx, deps.ports.clearing);
  const sent = await postMovement(trx, {
    kind: 'TED_ENVIADA',
    typeId: MOVEMENT_KINDS.TED_ENVIADA.typeId,
    description,
    customerId: session.customerId,
    idempotencyKey: options.idempotencyKey,
    at,
    legs: [
      { accountId: source.id, amount: centavos(-input.valor), counterpartyName: input.nome },
      { accountId: clearingId, amount: centavos(input.valor), counterpartyName: source.nome },
    ],
  });
  const payer = receiptParty(source);
  const destination: ReceiptParty = {
    nome: input.nome,
    identificacaoFiscalMascarada: maskedTaxId(input.identificacaoFiscal),
    banco: `${bank.codigo} - ${bank.nome}`,
    agencia,
    conta: input.conta,
  };
  const receipt = await insertReceipt(trx, {
    movementId: sent.movementId,
    operation: 'TED',
    reason: options.reason ?? 'TED enviada',
    amount: centavos(input.valor),
    payer,
    destination,
    description,
    at: sent.at,
  });
  const answer = await deps.ports.tedNetwork.send({
    ispb: bank.ispb,
    codigo: bank.codigo,
    agencia,
    conta: input.conta,
    tipoConta: input.tipoConta,
    nome: input.nome,
    identificacaoFiscal: input.identificacaoFiscal,
    valor: input.valor,
  });
  let returned: { movementId: string; receiptId: string; motivo: string } | null = null;
  if (answer.status === 'DEVOLVIDA') {
    const back = await postMovement(trx, {
      kind: 'TED_DEVOLVIDA',
      typeId: MOVEMENT_KINDS.TED_DEVOLVIDA.typeId,
      description: answer.motivo,
      customerId: session.customerId,
      idempotencyKey: `${options.idempotencyKey}:devolucao`,
      at,
      legs: [
        { accountId: clearingId, amount: centavos(-input.valor), counterpartyName: source.nome },
        { accountId: source.id, amount: centavos(input.valor), counterpartyName: input.nome },
      ],
    });
    const backReceipt = await insertReceipt(trx, {
      movementId: back.movementId,
      operation: 'TED',
      reason: `TED devolvida: ${answer.motivo}`,
      amount: centavos(input.valor),
      payer: destination,
      destination: payer,
      description: answer.motivo,
      at: back.at,
    });
    returned = { movementId: back.movementId, receiptId: backReceipt.id, motivo: answer.motivo };
  }
  await insertTedTransfer(trx, {
    movement_id: sent.movementId,
    account_id: source.id,
    bank_code: bank.codigo,
    bank_ispb: bank.ispb,
    bank_name: bank.nome,
    agencia,
    conta: input.conta,
    account_type: input.tipoConta,
    holder_name: input.nome,
    holder_tax_id: input.identificacaoFiscal,
    amount: centavos(input.valor),
    status: returned ? 'DEVOLVIDA' : 'ENVIADA',
    return_movement_id: returned?.movementId ?? null,
    return_reason: returned?.motivo ?? null,
    schedule_id: options.scheduleId ?? null,
    created_at: sent.at,
  });
  const when = toSaoPauloDateTime(sent.at);
  return {
    idTransacao: sent.movementId,
    idComprovante: receipt.id,
    statusTransferencia: returned ? 'DEVOLVIDA' : 'EFETIVADA',
    valor: toReais(centavos(input.valor)),
    dataCriacao: when,
    dataEfetivacao: when,
    banco: bank.nome,
    codigoBanco: bank.codigo,
    ispb: bank.ispb,
    agencia,
    conta: input.conta,
    tipoConta: input.tipoConta,
    nome: input.nome,
    identificacaoFiscalMascarada: destination.identificacaoFiscalMascarada,
    ...(returned
      ? {
          motivoDevolucao: returned.motivo,
          idTransacaoDevolucao: returned.movementId,
          idComprovanteDevolucao: returned.receiptId,
        }
      : {}),
  };
}
