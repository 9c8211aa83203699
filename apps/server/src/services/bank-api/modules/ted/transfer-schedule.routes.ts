import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, isoDate, pin, positiveReais } from '../../schemas.ts';
import { transferDestination } from '../transfer/transfer.routes.ts';
import { alterBody, scheduleId } from './ted.routes.ts';
import {
  alterSchedule,
  cancelSchedule,
  getSchedule,
  listSchedules,
  TED_SCHEDULE_MAX_PAYMENTS,
} from './ted-schedule.service.ts';
import { INTERNAL_SCHEDULE_KIND } from './ted-schedule.view.ts';
import { scheduleTransfer } from './transfer-schedule.service.ts';

/**
 * Schedules of transfers between Carteira accounts (wallet.md section 7, "schedule internal and
 * external (efetuar, consultar, alterar, cancelar/excluir, obter)"): the same schedules, rules and job
 * as a TED's, with the internal transfer's fields (`agenciaDestino`, `contaDestino`, `numeroOcorrencias`).
 */
export const transferScheduleRoutes = [
  defineRoute({
    path: 'transferencias/efetuar-agendamento-transferencia',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      chaveDeConta: accountKey,
      pin,
      valor: positiveReais,
      ...transferDestination,
      descricao: z.string().max(140, 'deve ter no máximo 140 caracteres').optional(),
      dataAgendamento: isoDate,
      numeroOcorrencias: z.number().int().min(1).max(TED_SCHEDULE_MAX_PAYMENTS).default(1),
    }),
    handler: ({ input, trx, deps, session }) => scheduleTransfer(trx, deps, session, input),
  }),
  defineRoute({
    path: 'transferencias/consultar-agendamentos-transferencia',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: ({ input, db, deps, session }) =>
      listSchedules(db, deps, session, input.chaveDeConta, INTERNAL_SCHEDULE_KIND),
  }),
  defineRoute({
    path: 'transferencias/obter-agendamento-transferencia',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: scheduleId }),
    handler: ({ input, db, deps, session }) =>
      getSchedule(db, deps, session, input.chaveDeConta, input.idAgendamento, INTERNAL_SCHEDULE_KIND),
  }),
  defineRoute({
    path: 'transferencias/alterar-agendamento-transferencia',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: alterBody,
    handler: ({ input, trx, deps, session }) =>
      alterSchedule(trx, deps, session, input, INTERNAL_SCHEDULE_KIND),
  }),
  defineRoute({
    path: 'transferencias/excluir-agendamento-transferencia',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: scheduleId }),
    handler: ({ input, trx, deps, session }) =>
      cancelSchedule(trx, deps, session, input.chaveDeConta, input.idAgendamento, INTERNAL_SCHEDULE_KIND),
  }),
];
