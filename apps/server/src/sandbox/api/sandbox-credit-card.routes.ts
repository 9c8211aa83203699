import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { withTransaction } from '../../platform/database/transaction.ts';
import {
  authoriseCreditPurchase,
  BankError,
  creditTokensEndingIn,
  positiveReais,
} from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import { cvvOf, panOf } from '../card-processor.ts';
import { sandboxExchangeRates } from '../exchange-rates.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const purchase = z.object({
  /** The full card number, as a terminal reads it. */
  numeroCartao: z.string().regex(/^\d{16}$/),
  /** In the currency's units: reais, or US dollars for a purchase abroad. */
  valor: positiveReais,
  /** BRL (default) or USD: a purchase abroad, which the bank converts at the day's rate plus IOF. */
  moeda: z.enum(['BRL', 'USD']).default('BRL'),
  estabelecimento: z.string().trim().min(1).max(60),
  /** The network's authorisation id: sending it again is the same purchase. */
  idAutorizacao: z.string().trim().min(1).max(64),
});
const byCustomer = z.union([
  z.object({ chaveDeCliente: z.string().min(1).max(64) }),
  z.object({ cpf: z.string().regex(/^\d{11}$/) }),
]);

const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ success: false, status, error: { code, message } });

/**
 * The sandbox card network's door for the guaranteed-credit card (sandbox only, plain JSON): a
 * terminal's credit purchase, authorised against the card's available limit, and the number of a
 * customer's credit card, for a demo or a journey to buy with. Rules in src/sandbox/README.md.
 */
export function registerCreditCardRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.post('/credit-card/purchase', async (request, reply) => {
    const parsed = purchase.safeParse(request.body);
    if (!parsed.success) {
      return fail(reply, 400, 40007, `Campo inválido: ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
    }
    const p = parsed.data;
    const tokens = await creditTokensEndingIn(db, p.numeroCartao.slice(-4));
    const token = tokens.find((t) => panOf(t) === p.numeroCartao);
    if (!token) return fail(reply, 400, 40093, 'Compra recusada: cartão desconhecido');
    try {
      const result = await withTransaction(db, (trx) =>
        authoriseCreditPurchase(
          trx,
          {
            token,
            authorisationId: p.idAutorizacao,
            amount: p.valor,
            foreign: p.moeda === 'USD' ? { currency: 'USD', amount: p.valor } : undefined,
            merchant: p.estabelecimento,
            at: clock.now(),
          },
          sandboxExchangeRates,
        ),
      );
      return { success: true, status: 200, result };
    } catch (err) {
      if (err instanceof BankError) return reply.code(err.status).send(err.toAnswer());
      throw err;
    }
  });

  app.get('/credit-card/plastic', async (request, reply) => {
    const parsed = byCustomer.safeParse(request.query);
    if (!parsed.success) return fail(reply, 400, 40007, 'Campo inválido: chaveDeCliente ou cpf');
    const query = db
      .selectFrom('credit_card')
      .innerJoin('customer', 'customer.id', 'credit_card.customer_id')
      .select('credit_card.processor_token');
    const card = await ('cpf' in parsed.data
      ? query.where('customer.cpf', '=', parsed.data.cpf)
      : query.where('credit_card.customer_id', '=', parsed.data.chaveDeCliente)
    ).executeTakeFirst();
    if (!card) return fail(reply, 404, 40406, 'Cartão não encontrado');
    return {
      success: true,
      status: 200,
      result: { numeroCartao: panOf(card.processor_token), cvv: cvvOf(card.processor_token) },
    };
  });
}
