import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, isoDate, pin, positiveReais } from '../../schemas.ts';
import { payBoleto, validateBoleto } from './boleto-payment.service.ts';
import {
  alterBoletoSchedule,
  cancelBoletoSchedule,
  getBoletoSchedule,
  listBoletoSchedules,
  scheduleBoleto,
} from './boleto-schedule.service.ts';
import {
  cancelDepositBoleto,
  getDepositBoleto,
  issueDepositBoleto,
  listDepositBoletos,
} from './deposit-boleto.service.ts';

/** A line or barcode as typed: digits with dots, spaces and hyphens, at most a 48-digit line's worth. */
const codeText = z
  .string()
  .max(64, 'deve ter no máximo 64 caracteres')
  .regex(/^[0-9 .-]*$/, 'deve ter só dígitos');
const code = {
  linhaDigitavel: codeText.optional(),
  codigoDeBarras: codeText.optional(),
};
const oneCode = (b: { linhaDigitavel?: string | undefined; codigoDeBarras?: string | undefined }) =>
  Boolean(b.linhaDigitavel || b.codigoDeBarras);
const needsCode = { message: "informe 'linhaDigitavel' ou 'codigoDeBarras'", path: ['linhaDigitavel'] };
const id = z.string().min(1).max(64);

const payBody = z
  .object({
    chaveDeConta: accountKey,
    pin,
    ...code,
    valor: positiveReais.optional(),
    dataPagamento: isoDate.optional(),
    // Sent by the app as the spec's payload has them; the server reads the code again instead.
    dataVencimento: isoDate.nullish(),
    valorOperacao: z.number().optional(),
    nossoNumero: z.string().max(64).optional(),
    boletoId: z.string().max(64).optional(),
    gerarImpressao: z.boolean().optional(),
  })
  .refine(oneCode, needsCode);

export const boletoRoutes = [
  defineRoute({
    path: 'pagamento/validar-boleto',
    method: 'POST',
    auth: true,
    schema: z
      .object({ chaveDeConta: accountKey.optional(), ...code, valorAtualizado: z.number().optional() })
      .refine(oneCode, needsCode),
    handler: ({ input, db, deps, session }) => validateBoleto(db, deps, session, input),
  }),
  defineRoute({
    path: 'pagamento/pagar-boleto',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: payBody,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payBoleto(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'pagamento/efetuar-agendamento-boleto',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z
      .object({
        chaveDeConta: accountKey,
        pin,
        ...code,
        valor: positiveReais.optional(),
        dataPagamento: isoDate,
      })
      .refine(oneCode, needsCode),
    handler: ({ input, trx, deps, session }) => scheduleBoleto(trx, deps, session, input),
  }),
  defineRoute({
    path: 'pagamento/consultar-agendamento-boleto',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: ({ input, db, session }) => listBoletoSchedules(db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'pagamento/obter-agendamento-boleto',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: id }),
    handler: ({ input, db, session }) =>
      getBoletoSchedule(db, session, input.chaveDeConta, input.idAgendamento),
  }),
  defineRoute({
    path: 'pagamento/alterar-agendamento-boleto',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, pin, idAgendamento: id, dataPagamento: isoDate }),
    handler: ({ input, trx, deps, session }) => alterBoletoSchedule(trx, deps, session, input),
  }),
  defineRoute({
    path: 'pagamento/cancelar-agendamento-boleto',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, idAgendamento: id }),
    handler: ({ input, trx, deps, session }) => cancelBoletoSchedule(trx, deps, session, input),
  }),
  defineRoute({
    path: 'deposito/solicitar-boleto-para-deposito',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, valor: positiveReais, dataVencimento: isoDate.optional() }),
    handler: ({ input, trx, deps, session }) => issueDepositBoleto(trx, deps, session, input),
  }),
  defineRoute({
    path: 'deposito/cancelar-boleto-de-deposito',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, idBoleto: id }),
    handler: ({ input, trx, deps, session }) =>
      cancelDepositBoleto(trx, deps, session, input.chaveDeConta, input.idBoleto),
  }),
  defineRoute({
    path: 'deposito/consultar-boletos-de-deposito-por-data-emissao',
    method: 'POST',
    auth: true,
    schema: z
      .object({ chaveDeConta: accountKey, dataInicio: isoDate, dataFim: isoDate })
      .refine((b) => b.dataInicio <= b.dataFim, {
        message: 'deve ser anterior a dataFim',
        path: ['dataInicio'],
      }),
    handler: ({ input, db, deps, session }) => listDepositBoletos(db, deps, session, input),
  }),
  defineRoute({
    path: 'deposito/consultar-boleto',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idBoleto: id }),
    handler: ({ input, db, session }) => getDepositBoleto(db, session, input.chaveDeConta, input.idBoleto),
  }),
];
