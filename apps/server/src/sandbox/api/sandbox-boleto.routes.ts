import { toSaoPauloDate } from '@carteira/core/calendar';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BankError, settleDepositBoleto } from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import { sandboxBoletos } from '../boleto-registry.ts';
import { SANDBOX_CLEARING } from '../create-customer.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const payBody = z.object({
  linhaDigitavel: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[0-9 .-]+$/),
});

/**
 * The sandbox's boleto doors: `GET /boletos` lists the clearing house's boletos with their codes for
 * the bank's today; `POST /boleto/pay { linhaDigitavel }` is a payer at another bank paying one of
 * this bank's deposit boletos, which credits the customer's account once it settles.
 */
export function registerBoletoRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.get('/boletos', async () => ({
    success: true,
    status: 200,
    result: { data: toSaoPauloDate(clock.now()), boletos: sandboxBoletos(toSaoPauloDate(clock.now())) },
  }));
  app.post('/boleto/pay', async (request, reply) => {
    const parsed = payBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        success: false,
        status: 400,
        error: { code: 40007, message: 'Campo inválido: linhaDigitavel' },
      });
    }
    try {
      const result = await settleDepositBoleto(db, SANDBOX_CLEARING, parsed.data.linhaDigitavel, clock.now());
      return { success: true, status: 200, result };
    } catch (err) {
      if (err instanceof BankError) return reply.code(err.status).send(err.toAnswer());
      throw err;
    }
  });
}
