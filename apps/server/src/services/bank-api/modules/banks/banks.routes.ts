import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { digits } from '../../schemas.ts';
import { checkAgency, listBanks } from './banks.service.ts';

/** A bank code (3 digits) or an ISPB (8 digits). */
export const bankCodeOrIspb = digits(
  3,
  8,
  'deve ser o código do banco (3 dígitos) ou o ISPB (8 dígitos)',
).refine(
  (v) => v.length === 3 || v.length === 8,
  'deve ser o código do banco (3 dígitos) ou o ISPB (8 dígitos)',
);

export const bankListRoutes = [
  defineRoute({
    path: 'banco/consultar-bancos',
    method: 'POST',
    auth: true,
    schema: z.object({ busca: z.string().max(60, 'deve ter no máximo 60 caracteres').optional() }),
    handler: async ({ input, deps }) => ({
      bancos: listBanks(deps.ports.bankDirectory, input.busca ?? ''),
    }),
  }),
  defineRoute({
    path: 'banco/verificar-agencia',
    method: 'POST',
    auth: true,
    schema: z.object({ codigoOuISPB: bankCodeOrIspb, agencia: digits(1, 4, 'deve ter de 1 a 4 dígitos') }),
    handler: async ({ input, deps }) => {
      const { bank, agencia } = checkAgency(deps.ports.bankDirectory, input.codigoOuISPB, input.agencia);
      return { valida: true, banco: bank.nome, codigo: bank.codigo, ispb: bank.ispb, agencia };
    },
  }),
];
