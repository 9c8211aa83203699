import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withTransaction } from '../../platform/database/transaction.ts';
import { BankError, receiveAnniversaryPayment } from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import { ensureClearingAccount } from '../create-customer.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const payBody = z.object({
  contrato: z.string().uuid(),
  /** The instalment (anniversary) to pay; the next open one when absent. */
  parcela: z.number().int().min(1).max(5).optional(),
});

/**
 * The sandbox's FGTS operator door: `POST /fgts/aniversario` stands for Caixa paying the bank, on the
 * worker's anniversary, the withdrawal pledged to an advance (through the clearing account).
 */
export function registerFgtsRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.post('/fgts/aniversario', async (request, reply) => {
    const parsed = payBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        success: false,
        status: 400,
        error: { code: 40007, message: 'Campo inválido: contrato ou parcela' },
      });
    }
    try {
      const result = await withTransaction(db, async (trx) => {
        const at = clock.now();
        const number =
          parsed.data.parcela ??
          (
            await trx
              .selectFrom('fgts_contract_instalment')
              .select('number')
              .where('contract_id', '=', parsed.data.contrato)
              .where('status', '=', 'ABERTA')
              .orderBy('number')
              .executeTakeFirst()
          )?.number ??
          1;
        return receiveAnniversaryPayment(trx, {
          contractId: parsed.data.contrato,
          number,
          settlementAccountId: await ensureClearingAccount(trx, at),
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
