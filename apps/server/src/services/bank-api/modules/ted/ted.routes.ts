import { isValidHolderName } from '@carteira/core/br';
import { toSaoPauloDate } from '@carteira/core/calendar';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, cpfOrCnpj, digits, isoDate, pin, positiveReais } from '../../schemas.ts';
import { bankCodeOrIspb } from '../banks/banks.routes.ts';
import { sendTed } from './ted.service.ts';
import {
  alterSchedule,
  cancelSchedule,
  getSchedule,
  listSchedules,
  scheduleTed,
  TED_SCHEDULE_MAX_PAYMENTS,
} from './ted-schedule.service.ts';
import { TED_EXTERNAL_SCHEDULE_KIND } from './ted-schedule.view.ts';
import { TED_WINDOW_END, TED_WINDOW_START, tedWindowAt } from './ted-window.ts';

export const scheduleId = z.string().min(1).max(64);

export const alterBody = z
  .object({
    chaveDeConta: accountKey,
    pin,
    idAgendamento: scheduleId,
    novoValor: positiveReais.optional(),
    novaDataAgendamento: isoDate.optional(),
  })
  .refine((b) => b.novoValor !== undefined || b.novaDataAgendamento !== undefined, {
    message: "informe 'novoValor' ou 'novaDataAgendamento'",
    path: ['novoValor'],
  });

const tedFields = {
  chaveDeConta: accountKey,
  valor: positiveReais,
  banco: bankCodeOrIspb,
  agencia: digits(1, 4, 'deve ter de 1 a 4 dígitos').transform((v) => v.padStart(4, '0')),
  conta: digits(2, 13, 'deve ter de 2 a 13 dígitos', 'dash'),
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  tipoConta: z.number().int().min(1, 'deve ser 1, 2, 3 ou 4').max(4, 'deve ser 1, 2, 3 ou 4'),
  nome: z
    .string()
    .max(120, 'deve ter no máximo 80 caracteres')
    .refine(isValidHolderName, 'deve ser o nome do titular (letras, de 2 a 80 caracteres)')
    .transform((v) => v.trim().replace(/\s+/g, ' ')),
  identificacaoFiscal: cpfOrCnpj,
  descricao: z.string().max(140, 'deve ter no máximo 140 caracteres').optional(),
};

export const tedRoutes = [
  defineRoute({
    path: 'transferencias/consultar-horario-ted',
    method: 'POST',
    auth: true,
    schema: z.object({}).passthrough(),
    handler: async ({ deps }) => {
      const now = deps.now();
      const window = tedWindowAt(now);
      return {
        dataAtual: toSaoPauloDate(now),
        aberta: window.open,
        horarioInicio: TED_WINDOW_START,
        horarioFim: TED_WINDOW_END,
        dataEfetivacao: window.sendOn,
      };
    },
  }),
  defineRoute({
    path: 'transferencias/efetuar-ted',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ ...tedFields, pin }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      sendTed(trx, deps, session, input, { pin: input.pin, idempotencyKey }),
  }),
  defineRoute({
    path: 'transferencias/efetuar-agendamento-ted',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      ...tedFields,
      pin,
      dataAgendamento: isoDate,
      numeroRecorrencias: z.number().int().min(1).max(TED_SCHEDULE_MAX_PAYMENTS).default(1),
    }),
    handler: ({ input, trx, deps, session }) => scheduleTed(trx, deps, session, input),
  }),
  defineRoute({
    path: 'transferencias/obter-agendamento-ted',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: scheduleId }),
    handler: ({ input, db, deps, session }) =>
      getSchedule(db, deps, session, input.chaveDeConta, input.idAgendamento, TED_EXTERNAL_SCHEDULE_KIND),
  }),
  defineRoute({
    path: 'transferencias/alterar-agendamento-ted',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: alterBody,
    handler: ({ input, trx, deps, session }) =>
      alterSchedule(trx, deps, session, input, TED_EXTERNAL_SCHEDULE_KIND),
  }),
  defineRoute({
    path: 'transferencias/consultar-agendamentos-ted',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: ({ input, db, deps, session }) =>
      listSchedules(db, deps, session, input.chaveDeConta, TED_EXTERNAL_SCHEDULE_KIND),
  }),
  defineRoute({
    path: 'transferencias/cancelar-agendamento-ted',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: scheduleId }),
    handler: ({ input, trx, deps, session }) =>
      cancelSchedule(trx, deps, session, input.chaveDeConta, input.idAgendamento, TED_EXTERNAL_SCHEDULE_KIND),
  }),
];
