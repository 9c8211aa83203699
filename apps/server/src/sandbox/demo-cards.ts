import { CardStatusText } from '@carteira/core/status';
import {
  DEFAULT_BRAND,
  expiryFrom,
  findCustomerByCpf,
  insertCard,
  listCustomerAccounts,
  printedName,
} from '../services/bank-api/public.ts';
import type { Trx } from '../tables.ts';
import { demoCardToken, panOf } from './card-processor.ts';
import { DEMO_CUSTOMERS, type DemoCustomer } from './customers.ts';

/**
 * Each demo customer's physical ELO debit card, unblocked, issued at the seed time (valid 5 years from
 * it). Its number comes from the sandbox processor; the bank row keeps the token and the last 4 only.
 * Adds only the cards missing, so a database seeded before cards existed gets them too.
 */
export async function seedDemoCards(
  trx: Trx,
  customers: readonly { demo: DemoCustomer; customerId: string; accountId: string }[],
  at: Date,
): Promise<void> {
  for (const { demo, customerId, accountId } of customers) {
    const token = demoCardToken(demo.key);
    const exists = await trx
      .selectFrom('card')
      .select('id')
      .where('processor_token', '=', token)
      .executeTakeFirst();
    if (exists) continue;
    await insertCard(trx, {
      id: `card-demo-${demo.key}`,
      customerId,
      accountId,
      token,
      last4: panOf(token).slice(-4),
      ...expiryFrom(at),
      brand: DEFAULT_BRAND,
      physical: true,
      printedName: printedName(demo.nome),
      status: CardStatusText.Unblocked,
      at,
    });
  }
}

/** The demo cards of a database seeded before cards existed (customers found by CPF). */
export async function seedDemoCardsOfSeeded(trx: Trx, at: Date): Promise<void> {
  const holders = [];
  for (const demo of DEMO_CUSTOMERS) {
    const customer = await findCustomerByCpf(trx, demo.cpf);
    if (!customer) continue;
    const [account] = await listCustomerAccounts(trx, customer.id);
    if (account) holders.push({ demo, customerId: customer.id, accountId: account.id });
  }
  await seedDemoCards(trx, holders, at);
}
