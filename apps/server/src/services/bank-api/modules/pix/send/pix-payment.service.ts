import { PAYMENT_REASONS } from '@carteira/core/transactions';
import type { Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import type { EndToEndClaim } from '../end-to-end.ts';
import { lookupClaim } from '../keys/lookup-end-to-end.ts';
import { holderOf } from '../keys/pix-keys.service.ts';
import { accountNotFound, keyNotFound, sameAccount } from '../pix.errors.ts';
import type { KeyEntry } from '../pix.repository.ts';
import { findPixRoute } from './pix-route.repository.ts';
import { type Beneficiary, executePix } from './pix-send.ts';

export interface PixOrder {
  chaveDeConta: string;
  /** null for a schedule's occurrence (the PIN was checked when it was scheduled). */
  pin: string | null;
  /** Centavos, positive. */
  valor: number;
  chave: string;
  descricao?: string | undefined;
  /** motivoTransacao on the receipt; pixKey's text by default. */
  reason?: string | undefined;
  /** The key look-up's end-to-end id, used once as this payment's (lookup-end-to-end.ts). */
  endToEnd?: string | undefined;
  /** An end-to-end id handed out otherwise (a code read), taken in place of a look-up's. */
  claim?: EndToEndClaim | undefined;
}

function beneficiaryOf(entry: KeyEntry): Beneficiary {
  const holder = holderOf(entry);
  return {
    nome: holder.nome,
    taxId: entry.tax_id,
    instituicao: holder.instituicao,
    ispb: holder.ispb,
    agencia: holder.agencia,
    conta: holder.conta,
  };
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
  const route = await findPixRoute(trx, session.customerId, order.chaveDeConta, order.chave);
  const { source, entry, destination } = route;
  if (!source) throw accountNotFound();
  if (!entry) throw keyNotFound();
  if (entry.account_id !== null) {
    if (!destination) throw keyNotFound();
    if (destination.id === source.id) throw sameAccount();
  }
  return executePix(trx, deps, session, {
    source,
    destination,
    beneficiary: beneficiaryOf(entry),
    chave: entry.chave,
    valor: order.valor,
    descricao: order.descricao,
    reason: order.reason ?? PAYMENT_REASONS.pixKey,
    pin: order.pin,
    idempotencyKey,
    claim:
      order.claim ??
      (order.endToEnd ? lookupClaim(order.endToEnd, session.customerId, entry.chave) : undefined),
  });
}
