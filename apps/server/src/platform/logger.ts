import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { redact, scrubText } from './redact.ts';

/** Where log lines go: stdout by default, or a stream (tests capture it). */
export interface LogDestination {
  write(line: string): void;
}

export type LoggerOption = false | { level?: string; stream?: LogDestination };

/** pino's options as Fastify accepts them. */
type PinoOptions = Extract<NonNullable<FastifyServerOptions['logger']>, object>;

/**
 * pino options for Fastify with redaction applied to every object and every message, whatever the
 * nesting. The authorization header and cookies are also cut at the request serializer.
 */
export function loggerOptions(
  level: string,
  option: LoggerOption | undefined,
): FastifyServerOptions['logger'] {
  if (option === false) return false;
  const pino: PinoOptions = {
    level: option?.level ?? level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    // Serializers run after the log formatter, so the request line's URL is scrubbed here: a path
    // may carry a CPF (the financing history path does).
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: scrubText(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    formatters: {
      log: (object: Record<string, unknown>) => redact(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<
          typeof method
        >;
        method.apply(this, cleaned);
      },
    },
  };
  if (option?.stream) (pino as { stream?: LogDestination }).stream = option.stream;
  return pino;
}

/**
 * Request lines at debug level: one line per answered request ("request completed", with the method,
 * URL, status and time) instead of Fastify's two info lines, so the default info log holds start-up,
 * warnings and failures only and LOG_LEVEL=debug brings the detail. A request that errored is still
 * logged at error level.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    reply.log.debug(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
