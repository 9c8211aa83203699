import { z } from 'zod';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin } from '../../schemas.ts';
import { metadadosSchema } from '../device/device-metadata.ts';
import { GIFT_CARD_REASON, redeemGiftCard } from './gift-card.service.ts';
import { holderCards, holderStatus, issuePromotionCard, registerHolder } from './gift-card-holder.service.ts';
import { authenticateDevice } from './gift-card-token.service.ts';

/** A phone's barcode (the serial on its box): 8 to 20 letters or digits, any case. */
export const barcodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{8,20}$/, 'deve ter de 8 a 20 letras ou números')
  .transform((v) => v.toUpperCase());
const clientKey = z.string().uuid('deve ser uma chave válida');

/** The client draft (wallet.md section 3, Gift card): the account's own data, the PIN, the programme's unit. */
const holderDraft = z.object({
  chaveDeConta: accountKey,
  nome: z.string().trim().min(2).max(120),
  dataNascimento: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deve ser uma data AAAA-MM-DD'),
  /** The mobile with a 0 before the area code, as gift-card calls write it (wallet.md section 3). */
  celular: z.string().regex(/^0\d{2}9?\d{8}$/, 'deve ser 0 + DDD + número'),
  email: z.string().trim().email().max(120).optional(),
  /** Accepted for the programme's mail and not kept: this bank writes to the account's own address. */
  Endereco: z
    .object({
      cep: z.string().regex(/^\d{8}$/),
      rua: z.string().max(120),
      numero: z.string().max(10),
      complemento: z.string().max(30).optional(),
      bairro: z.string().max(80),
      cidade: z.string().max(80),
      uf: z.string().regex(/^[A-Z]{2}$/),
    })
    .optional(),
  primeiroPin: pin,
  unidadeOrganizacionalId: z.number().int(),
});

/**
 * The gift card (wallet.md sections 6 and 7; decision 0028 for the code, 0035 for the rest). The treasury's
 * credit takes the customer's access token; autenticar/device turns it into the gift-card token, which
 * alone opens the holder's calls (bearer 'gift-card').
 */
export const giftCardRoutes = [
  defineRoute({
    path: 'tesouraria/cartao-presente/creditar-conta-cliente',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z
      .object({
        chaveDeConta: accountKey,
        /** The printed code: 16 letters or digits, in groups of 4 with dashes or spaces, or none. */
        codigo: z
          .string()
          .max(24, 'código de 16 letras ou números')
          .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'código de 16 letras ou números')
          .refine((v) => v.replace(/[\s-]/g, '').length === 16, 'código de 16 letras ou números')
          .optional(),
        /** Or the key of a card issued to the customer as a gift-card holder. */
        chaveDeCartao: z.string().uuid('deve ser uma chave válida').optional(),
        motivo: z.literal(GIFT_CARD_REASON).default(GIFT_CARD_REASON),
      })
      .refine((v) => (v.codigo === undefined) !== (v.chaveDeCartao === undefined), {
        message: 'informe o código ou a chave do cartão',
        path: ['codigo'],
      }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      redeemGiftCard(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'autenticar/device',
    method: 'POST',
    auth: true,
    schema: z.object({ metadados: metadadosSchema }),
    handler: ({ deps, session, input }) => authenticateDevice(deps, session, input),
  }),
  defineRoute({
    path: 'clientes/cartao-presente/cadastrar',
    method: 'POST',
    auth: true,
    bearer: 'gift-card',
    schema: holderDraft,
    handler: ({ deps, session, input }) => registerHolder(deps, session, input),
  }),
  defineRoute({
    path: 'cliente/gc-verificar-status-cliente',
    method: 'POST',
    auth: true,
    bearer: 'gift-card',
    schema: z.object({}),
    handler: ({ db, session }) => holderStatus(db, session),
  }),
  defineRoute({
    path: 'conta/gc-consultar-contas',
    method: 'POST',
    auth: true,
    bearer: 'gift-card',
    schema: z.object({ gc_chaveDeCliente: clientKey.optional() }),
    handler: ({ deps, session, input }) => holderCards(deps, session, input.gc_chaveDeCliente),
  }),
  defineRoute({
    // A gift card registered under a gift-card client: the one that came with their phone.
    path: 'gc-clientes/gc-cartao-presente/cadastrar',
    method: 'POST',
    auth: true,
    bearer: 'gift-card',
    schema: z.object({ gc_chaveDeCliente: clientKey, barcode: barcodeSchema }),
    handler: ({ deps, session, input }) =>
      withTransaction(deps.db, (trx) => issuePromotionCard(trx, deps, session, input)),
  }),
];
