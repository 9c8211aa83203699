import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withTransaction } from '../../platform/database/transaction.ts';
import { BankError, creditPortedSalary, positiveReais } from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import { ensureClearingAccount, SANDBOX_CLEARING } from '../create-customer.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const salaryBody = z.object({
  /** The registry's protocol of a portability in force (protocoloPortabilidade). */
  protocolo: z.string().min(1).max(40),
  /** Reais, as on the bank's wire. */
  valor: positiveReais,
  /** The payroll bank's reference of this salary; by default one per month of the bank's clock. */
  referencia: z
    .string()
    .regex(/^[A-Za-z0-9:-]{1,60}$/)
    .optional(),
});

/**
 * The employer's payroll bank sends a salary on under a portability in force (POST /salary/credit): it
 * reaches the account through the ledger as a salary credit, once per reference. Sandbox only.
 */
export function registerSalaryRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.post('/salary/credit', async (request, reply) => {
    const parsed = salaryBody.safeParse(request.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return reply
        .code(400)
        .send({ success: false, status: 400, error: { code: 40007, message: `Campo inválido: ${field}` } });
    }
    const at = clock.now();
    const body = parsed.data;
    const reference = body.referencia ?? `${body.protocolo}:${at.toISOString().slice(0, 7)}`;
    try {
      const result = await withTransaction(db, async (trx) => {
        await ensureClearingAccount(trx, at);
        return creditPortedSalary(trx, SANDBOX_CLEARING, {
          protocol: body.protocolo,
          amount: body.valor,
          reference,
          at,
        });
      });
      return { success: true, status: 200, result };
    } catch (err) {
      if (err instanceof BankError) return reply.code(err.status).send(err.toAnswer());
      throw err;
    }
  });
}
