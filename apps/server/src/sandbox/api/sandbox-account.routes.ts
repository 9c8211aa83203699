import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { withTransaction } from '../../platform/database/transaction.ts';
import { BRANCH, setStatusByBank } from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const statusChange = z.object({
  /** The account number with its check digit (10000123, or 1000012-3 as shown), at the bank's one branch. */
  numero: z.string().regex(/^\d{1,7}-?\d$/),
  /** 1 to 10: a closed account (11) only the customer's cancellation writes. */
  idStatusConta: z.number().int().min(1).max(10),
  motivo: z.string().trim().min(1).max(120).default('Sandbox'),
});

const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ success: false, status, error: { code, message } });

/**
 * The bank's back office in the sandbox (sandbox only, plain JSON): blocks or lifts an account as the
 * bank would for a court order, a fraud alert or a customer's call, so a demo or a journey can show a
 * block the customer cannot lift by face. Rules in src/sandbox/README.md, "Account status".
 */
export function registerAccountRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.post('/accounts/status', async (request, reply) => {
    const parsed = statusChange.safeParse(request.body);
    if (!parsed.success) {
      return fail(reply, 400, 40007, `Campo inválido: ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
    }
    const { numero, idStatusConta, motivo } = parsed.data;
    const digits = numero.replace('-', '');
    const account = await db
      .selectFrom('account')
      .select('id')
      .where('agencia', '=', BRANCH)
      .where('numero', '=', digits)
      .where('kind', '=', 'customer')
      .executeTakeFirst();
    if (!account) return fail(reply, 404, 40401, 'Conta não encontrada');
    const changed = await withTransaction(db, (trx) =>
      setStatusByBank(trx, {
        accountId: account.id,
        status: idStatusConta,
        reason: motivo,
        now: clock.now(),
      }),
    );
    if (!changed) return fail(reply, 403, 40191, 'Conta encerrada');
    return { success: true, status: 200, result: { numero: digits, idStatusConta: changed.to } };
  });
}
