import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BankError, fixedQrId, issueQrPayment, positiveReais } from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import { partnerLink, SANDBOX_PARTNER_ID, SANDBOX_QR_MERCHANTS, sandboxQrNetwork } from '../qr-merchants.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const merchantIds = SANDBOX_QR_MERCHANTS.map((m) => m.id) as [string, ...string[]];

const issueBody = z.object({
  loja: z.enum(merchantIds).default(SANDBOX_PARTNER_ID),
  /** Reais, as on the bank's wire. */
  valor: positiveReais,
  /** 10 minutes by default, as a checkout would give; at most a day. */
  validadeSegundos: z.number().int().min(1).max(86_400).default(600),
  pedido: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  descricao: z.string().max(80).optional(),
});

/** The listed codes: the same texts on every machine (README.md). */
const FIXED = [
  {
    merchantId: 'cafe-da-praca',
    orderRef: 'demo-aberto',
    amount: 1_250,
    description: 'Café e pão de queijo',
    issuedAt: new Date('2026-01-01T09:00:00-03:00'),
    expiresAt: new Date('2099-12-31T23:59:59-03:00'),
  },
  {
    merchantId: SANDBOX_PARTNER_ID,
    orderRef: 'demo-vencido',
    amount: 8_990,
    description: 'Fone de ouvido',
    issuedAt: new Date('2026-01-01T09:00:00-03:00'),
    expiresAt: new Date('2026-01-01T09:10:00-03:00'),
  },
] as const;

/**
 * The sandbox's QR payment doors, standing for the merchants and the shopping partner's checkout:
 * `GET /qr-payments` lists the fixed codes (issued on the first ask); `POST /qr-payments` issues a new
 * code for an order and answers the partner's QR link into the app with its time-out.
 */
export function registerQrPaymentRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.get('/qr-payments', async () => {
    const codes = [];
    for (const f of FIXED) {
      const issued = await issueQrPayment(
        db,
        sandboxQrNetwork,
        { ...f, id: fixedQrId(f.merchantId, f.orderRef) },
        f.issuedAt,
      );
      codes.push({ pedido: f.orderRef, ...issued });
    }
    return { success: true, status: 200, result: { codigos: codes } };
  });
  app.post('/qr-payments', async (request, reply) => {
    const parsed = issueBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return reply
        .code(400)
        .send({ success: false, status: 400, error: { code: 40007, message: `Campo inválido: ${field}` } });
    }
    const body = parsed.data;
    const now = clock.now();
    const order = body.pedido ?? randomUUID().slice(0, 8);
    try {
      const issued = await issueQrPayment(
        db,
        sandboxQrNetwork,
        {
          merchantId: body.loja,
          orderRef: order,
          amount: body.valor,
          description: body.descricao ?? null,
          expiresAt: new Date(now.getTime() + body.validadeSegundos * 1000),
        },
        now,
      );
      const timeout = Date.parse(issued.dataExpiracao);
      return {
        success: true,
        status: 200,
        result: { pedido: order, ...issued, link: partnerLink(issued.qrCode, timeout, order) },
      };
    } catch (err) {
      if (err instanceof BankError) return reply.code(err.status).send(err.toAnswer());
      throw err;
    }
  });
}
