import { BankCode } from '@carteira/core/errors';
import type { FastifyError, FastifyInstance } from 'fastify';

function answer(status: number, code: number, message: string) {
  return { success: false, status, error: { code, message } };
}

/**
 * No stack, SQL or internal message ever reaches a client: a 4xx (a body too large 413, a media type
 * other than JSON 415, over the rate limit 429) gets the generic refusal with its status and code
 * 40000, counted in the refusal summary; anything else is logged (redacted) and answered 500 / 50000.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Counted, not logged one by one: a flood of bad requests stays one line a minute.
      if (app.hasDecorator('refusals')) app.refusals.count(`http-${status}`);
      else request.log.info({ code: err.code, status }, 'request refused');
      return reply.code(status).send(answer(status, BankCode.InvalidRequest, 'Requisição inválida'));
    }
    request.log.error({ err }, 'unexpected error');
    return reply
      .code(500)
      .send(answer(500, BankCode.InternalError, 'Erro interno. Tente novamente mais tarde'));
  });
}

export function notFoundAnswer() {
  return answer(404, 40400, 'Serviço não encontrado');
}
