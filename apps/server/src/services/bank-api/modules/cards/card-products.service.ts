import type { Executor } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { findCreditCard } from '../credit-card/credit-card.repository.ts';
import { statusGroup } from './card-wire.ts';
import { listCustomerCards } from './cards.repository.ts';

/** An account that moves money: status 1 (wallet.md section 4 lists the blocked ones, 2 to 11). */
const OPEN_ACCOUNT = 1;

export type CardCategory = 'DEBITO' | 'CREDITO';

export interface CardProduct {
  codigo: 'CARTAO_DEBITO_FISICO' | 'CARTAO_DEBITO_VIRTUAL' | 'CARTAO_CREDITO_GARANTIDO';
  categoria: CardCategory;
  fisico: boolean;
  /** The customer holds it (a card alive, or the credit card's contract). */
  contratado: boolean;
  /** The customer may ask for it now. */
  disponivel: boolean;
}

/**
 * produto/consultar-produtos-disponiveis-cliente: the card products of this bank and, for the customer,
 * which are held and which may be asked for. Nothing may be asked for while the account is blocked or
 * while no card processor is wired (the category is then unavailable, not an error). The guaranteed
 * credit card is issued virtual only (cartao-garantia/contrato-corrente/assinatura).
 */
export async function availableProducts(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
): Promise<{ produtos: CardProduct[] }> {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const open = account.status === OPEN_ACCOUNT && deps.cardNetwork !== undefined;
  const cards = (await listCustomerCards(db, session.customerId)).filter((c) => c.account_id === account.id);
  const alive = cards.filter((c) => statusGroup(c) !== 'cancelled');
  const physicalHeld = alive.some((c) => c.physical);
  const virtualHeld = alive.some((c) => !c.physical);
  const creditHeld = (await findCreditCard(db, session.customerId)) !== undefined;
  return {
    produtos: [
      {
        codigo: 'CARTAO_DEBITO_FISICO',
        categoria: 'DEBITO',
        fisico: true,
        contratado: physicalHeld,
        // a first card only while the account never had one (a cancelled one takes its second copy)
        disponivel: open && !cards.some((c) => c.physical),
      },
      {
        codigo: 'CARTAO_DEBITO_VIRTUAL',
        categoria: 'DEBITO',
        fisico: false,
        contratado: virtualHeld,
        disponivel: open && !virtualHeld,
      },
      {
        codigo: 'CARTAO_CREDITO_GARANTIDO',
        categoria: 'CREDITO',
        fisico: false,
        contratado: creditHeld,
        disponivel: open && !creditHeld,
      },
    ],
  };
}
