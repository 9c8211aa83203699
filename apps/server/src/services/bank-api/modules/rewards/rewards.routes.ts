import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { drawDetail, drawHistory } from './draws.service.ts';
import {
  achievementBoards,
  allPrizes,
  changeCoupon,
  completedPrograms,
  coupons,
  joinProgram,
  luckyNumbers,
  openRewards,
  participationSummaries,
  programs,
  snapshot,
  taskOverview,
  wonRewards,
} from './rewards.service.ts';
import { idioma } from './rewards-language.ts';

const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'identificador inválido');
/** Every rewards call may say the language its texts are wanted in (pt-BR unless told). */
const none = z.object({ idioma });

/** The rewards and gamification calls (wallet.md section 7; docs/rewards-api.md). */
export const rewardsRoutes = [
  defineRoute({
    path: 'recompensas/resumo',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session }) => {
      await openRewards(db, deps, session);
      return snapshot(db, deps, session);
    },
  }),
  defineRoute({
    path: 'recompensas/programas',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return programs(db, deps, session, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/aderir-programa',
    method: 'POST',
    auth: true,
    schema: z.object({ programaId: id, idioma }),
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return joinProgram(db, deps, session, input.programaId, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/visao-geral-tarefas',
    method: 'POST',
    auth: true,
    schema: z.object({ programaId: id, idioma }),
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return taskOverview(db, deps, session, input.programaId, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/programas-concluidos',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return completedPrograms(db, deps, session, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/premios',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return allPrizes(db, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/premios-ganhos',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return wonRewards(db, session, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/numeros-da-sorte',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session }) => {
      await openRewards(db, deps, session);
      return luckyNumbers(db, session);
    },
  }),
  defineRoute({
    path: 'recompensas/historico-sorteios',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return drawHistory(db, deps, session.customerId, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/sorteio',
    method: 'POST',
    auth: true,
    schema: z.object({ sorteioId: id, idioma }),
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return drawDetail(db, deps, session.customerId, input.sorteioId, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/cupons',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session }) => {
      await openRewards(db, deps, session);
      return coupons(db, deps, session);
    },
  }),
  defineRoute({
    path: 'recompensas/revelar-cupom',
    method: 'POST',
    auth: true,
    schema: z.object({ cupomId: id, idioma }),
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return changeCoupon(db, deps, session, input.cupomId, 'revelar');
    },
  }),
  defineRoute({
    path: 'recompensas/resgatar-cupom',
    method: 'POST',
    auth: true,
    schema: z.object({ cupomId: id, idioma }),
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return changeCoupon(db, deps, session, input.cupomId, 'resgatar');
    },
  }),
  defineRoute({
    path: 'recompensas/resumo-participacao',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return participationSummaries(db, deps, session, input.idioma);
    },
  }),
  defineRoute({
    path: 'recompensas/quadro-conquistas',
    method: 'POST',
    auth: true,
    schema: none,
    handler: async ({ db, deps, session, input }) => {
      await openRewards(db, deps, session);
      return achievementBoards(db, deps, session, input.idioma);
    },
  }),
];
