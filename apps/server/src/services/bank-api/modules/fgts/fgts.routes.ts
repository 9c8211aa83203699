import { z } from 'zod';
import { reais } from '../../../../platform/wire-reais.ts';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin } from '../../schemas.ts';
import { CODE_LENGTH } from '../credentials/otp.ts';
import { faceAuth, propose, requestAdvanceCode, simulate } from './fgts.service.ts';
import { advanceTerms, contract, contractTerms, listContracts } from './fgts-contract.service.ts';
import { withdrawFromContract } from './fgts-withdrawal.service.ts';

const uuid = z.string().uuid('deve ser uma chave válida');
/** Wire reais, at least R$ 50,00 (wallet.md sections 5 and 9: FGTS minimum value 50). */
const requested = reais((n) =>
  n.min(50, 'deve ser no mínimo 50,00').max(50_000, 'deve ser no máximo 50.000,00'),
);
const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `deve ter ${CODE_LENGTH} dígitos`);
const image = z.string().min(1, 'deve ter a selfie').max(3_000_000, 'deve ter no máximo 2 MB');
const text = (max: number) => z.string().max(max).optional();
const base = 'conta/antecipacao/fgts';

/**
 * The FGTS anniversary-withdrawal advance (wallet.md section 7, FGTS; docs/bank-api.md, FGTS advance).
 * The account, proposal, face check and contract ids travel in the sealed body (decision 0004).
 */
export const fgtsRoutes = [
  defineRoute({
    path: `${base}/simulacao-autorizadora`,
    method: 'GET',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, valorSolicitado: requested.optional() }),
    handler: ({ deps, session, input }) => simulate(deps, session, input),
  }),
  defineRoute({
    path: `${base}/termo`,
    method: 'GET',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: async () => advanceTerms(),
  }),
  defineRoute({
    path: `${base}/proposta`,
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, valorSolicitado: requested }),
    handler: ({ trx, deps, session, input }) => propose(trx, deps, session, input),
  }),
  defineRoute({
    path: 'clientes/faceauth',
    method: 'POST',
    auth: true,
    schema: z.object({
      chaveDeCliente: z.string().max(64).optional(),
      imagemBase64: image,
      encodedUrl: z.string().max(2048).optional(),
      dispositivo: z
        .object({
          sistemaOperacional: text(40),
          impressaoDigital: text(200),
          fabricante: text(60),
          modelo: text(60),
        })
        .optional(),
    }),
    handler: ({ deps, session, input }) => faceAuth(deps, session, input),
  }),
  defineRoute({
    path: 'token/gerar-2fa-antecipacao-fgts',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: ({ deps, session, input }) => requestAdvanceCode(deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: `${base}/proposta/faceauth/contrato`,
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, propostaId: uuid, faceAuthId: uuid, token: code, pin }),
    handler: ({ trx, deps, session, input, idempotencyKey }) =>
      contract(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: `${base}/termo/contrato`,
    method: 'GET',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, contrato: uuid }),
    handler: ({ db, deps, session, input }) => contractTerms(db, session, input, deps.now()),
  }),
  defineRoute({
    path: `${base}/contratos`,
    method: 'GET',
    auth: true,
    schema: z.object({
      chaveDeConta: accountKey,
      Ordenacao: z.enum(['ASC', 'DESC']).default('DESC'),
      Pagina: z.number().int().min(1).max(10_000).default(1),
      porPagina: z.number().int().min(1).max(50).default(10),
    }),
    handler: ({ db, deps, session, input }) => listContracts(db, session, input, deps.now()),
  }),
  defineRoute({
    path: `${base}/contrato/desistir`,
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, contrato: uuid, pin }),
    handler: ({ trx, deps, session, input, idempotencyKey }) =>
      withdrawFromContract(trx, deps, session, input, idempotencyKey),
  }),
];
