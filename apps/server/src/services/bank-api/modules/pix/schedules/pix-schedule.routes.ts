import { z } from 'zod';
import { defineRoute } from '../../../bank-route.ts';
import { accountKey, isoDate, pin, positiveReais } from '../../../schemas.ts';
import { anyKey, description } from '../pix.schemas.ts';
import {
  alterSchedule,
  cancelSchedule,
  createSchedule,
  getSchedule,
  listAccountSchedules,
  SCHEDULE_MAX_OCCURRENCES,
  SCHEDULE_PAGE,
} from './pix-schedule.service.ts';

const scheduleId = z.string().min(1).max(64);

const createBody = z.object({
  chaveDeConta: accountKey,
  pin,
  chave: anyKey,
  valor: positiveReais,
  descricao: description,
  dataPagamento: isoDate,
  recorrencia: z.union([z.literal(0), z.literal(1)]).default(0),
  numeroRecorrencias: z.number().int().min(1).max(SCHEDULE_MAX_OCCURRENCES).optional(),
  horaPagamento: z.literal(0).optional(),
});

const listBody = z.object({
  chaveDeConta: accountKey,
  status: z.union([z.literal(1), z.literal(3), z.literal(4)]).optional(),
  pagina: z.number().int().min(1).default(1),
  tamanhoPagina: z.number().int().min(1).max(SCHEDULE_PAGE).default(SCHEDULE_PAGE),
});

const alterBody = z
  .object({
    chaveDeConta: accountKey,
    pin,
    idAgendamento: scheduleId,
    valor: positiveReais.optional(),
    dataPagamento: isoDate.optional(),
    descricao: description,
  })
  .refine((b) => b.valor !== undefined || b.dataPagamento !== undefined || b.descricao !== undefined, {
    message: "informe 'valor', 'dataPagamento' ou 'descricao'",
    path: ['valor'],
  });

export const pixScheduleRoutes = [
  defineRoute({
    path: 'pix/operacao/efetuar-agendamento-pix-chave',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: createBody,
    handler: ({ input, trx, deps, session }) => createSchedule(trx, deps, session, input),
  }),
  defineRoute({
    path: 'pix/operacao/consultar-agendamento-pix',
    method: 'POST',
    auth: true,
    schema: listBody,
    handler: ({ input, db, session }) => listAccountSchedules(db, session, input),
  }),
  defineRoute({
    path: 'pix/operacao/obter-agendamento-pix',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: scheduleId }),
    handler: ({ input, db, session }) => getSchedule(db, session, input.chaveDeConta, input.idAgendamento),
  }),
  defineRoute({
    path: 'pix/operacao/alterar-agendamento-pix-chave',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: alterBody,
    handler: ({ input, trx, deps, session }) => alterSchedule(trx, deps, session, input),
  }),
  defineRoute({
    path: 'pix/operacao/cancelar-agendamento-pix',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: scheduleId }),
    handler: ({ input, trx, deps, session }) =>
      cancelSchedule(trx, deps, session, input.chaveDeConta, input.idAgendamento),
  }),
];
