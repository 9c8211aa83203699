import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FinancingError, parse } from '../../financing-api/public.ts';
import type { Db } from '../product-database.ts';
import { careChannels, HELP_KEYS, helpAnswer, helpContent, listHelp, readHelpKey } from './help.service.ts';

const listQuery = z.strictObject({ q: z.string().trim().max(80).optional() });
const answerQuery = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'deve ser o id do conteúdo'),
});

/**
 * The help calls (cross-cutting.md section 7, Help: GET FAQ list, FAQ answer, external FAQ list and
 * answer, tariff content and time content; the `en_` prefix for English) and the customer-care
 * channels. Public: /helpPage and /externalHelpPage open before login (wallet.md section 2).
 */
export function registerHelpRoutes(app: FastifyInstance, db: Db): void {
  app.get('/help/channels', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { channels: await careChannels(db) };
  });

  app.get<{ Params: { key: string } }>('/help/:key', async (request, reply) => {
    const read = readHelpKey(request.params.key);
    if (!read) throw new FinancingError(404, 'Serviço não encontrado', '');
    const { kind, answer } = HELP_KEYS[read.key];
    reply.header('cache-control', 'no-cache');
    if (read.key === 'faqList' || read.key === 'externalFaqList') {
      const { q } = parse(listQuery, request.query);
      return { locale: read.locale, items: await listHelp(db, kind, read.locale, q ?? '') };
    }
    if (answer && (read.key === 'faqAnswer' || read.key === 'externalFaqAnswer')) {
      const { id } = parse(answerQuery, request.query);
      return helpAnswer(db, kind, read.locale, id);
    }
    parse(z.strictObject({}), request.query);
    return { locale: read.locale, items: await helpContent(db, kind, read.locale) };
  });
}
