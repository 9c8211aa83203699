import type { CardBlockReason } from '@carteira/core/status';
import { defineRoute } from '../../bank-route.ts';
import type { CepDirectory } from '../utilities/cep-directory.ts';
import { lookupCep } from '../utilities/utilities.service.ts';
import { changeCardPin, changeCardPinByCode } from './card-pin.service.ts';
import { availableProducts } from './card-products.service.ts';
import { requestCardUnblockCode } from './card-unblock-code.service.ts';
import { listWalletTokens, opaqueCardInfo } from './card-wallet.service.ts';
import {
  byAccount,
  byCard,
  changeCardPinByCode as changeCardPinByCodeSchema,
  changeCardPin as changeCardPinSchema,
  contactless,
  physicalCard,
  secondCopy,
  unblockArrival,
  unblockCode,
  unblockWrongPin,
} from './cards.schemas.ts';
import {
  availableCards,
  blockCard,
  cardDetails,
  cardSettings,
  configureContactless,
  createVirtualCard,
  deleteVirtualCard,
  deliveryAddress,
  listCards,
  orderSecondCopy,
  requestPhysicalCard,
  unblockAfterWrongPin,
  unblockArrivedCard,
  unblockCard,
} from './cards.service.ts';
import { requirePhoneWalletPush } from './phone-wallet-flag.ts';

/**
 * The delivery address: street, district, city and state from the CEP look-up (404 / 40402 when unknown).
 * The services call it only once the card or account is known to be the customer's.
 */
function addressAt(
  ceps: CepDirectory,
  input: { cep: string; numero: string; complemento?: string | undefined },
) {
  const found = lookupCep(ceps, input.cep);
  return {
    cep: input.cep,
    rua: found.logradouro,
    numero: input.numero,
    complemento: input.complemento ?? '',
    bairro: found.bairro,
    cidade: found.localidade,
    uf: found.uf,
  };
}

const block = (path: string, reason: CardBlockReason) =>
  defineRoute({
    path,
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byCard,
    handler: ({ input, trx, deps, session }) => blockCard(trx, deps, session, input.chaveDeCartao, reason),
  });

/** cartao/ (wallet.md section 7, Cards): the session's customer's own debit cards. */
export const cardRoutes = [
  defineRoute({
    path: 'cartao/consultar-cartoes-por-chave-conta',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, deps, session }) => listCards(deps.db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'cartao/consultar-cartoes-disponiveis-para-conta',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, deps, session }) => availableCards(deps.db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'produto/consultar-produtos-disponiveis-cliente',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, deps, session }) => availableProducts(deps.db, deps, session, input.chaveDeConta),
  }),
  block('cartao/bloquear-cartao-pedido-cliente', 'temporary'),
  block('cartao/bloquear-cartao-danificado', 'damaged'),
  block('cartao/bloquear-cartao-roubo', 'stolen'),
  block('cartao/bloquear-cartao-perda', 'lost'),
  defineRoute({
    path: 'cartao/desbloquear-cartao-pedido-cliente',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byCard,
    handler: ({ input, trx, deps, session }) => unblockCard(trx, deps, session, input.chaveDeCartao),
  }),
  defineRoute({
    path: 'cartao/desbloquear-cartao-por-senha-incorreta',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: unblockWrongPin,
    handler: ({ input, trx, deps, session }) => unblockAfterWrongPin(trx, deps, session, input),
  }),
  defineRoute({
    path: 'token/gerar-2fa-alteracao-pin-cartao',
    method: 'POST',
    auth: true,
    schema: unblockCode,
    handler: ({ input, deps, session }) =>
      requestCardUnblockCode(deps, session, {
        chaveDeCartao: input.chaveDeCartao,
        channel: input.tipoSegundoFator === 2 ? 'sms' : 'email',
      }),
  }),
  defineRoute({
    path: 'cartao/desbloquear-cartao-emissao-sync-senha-conta',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: unblockArrival,
    handler: ({ input, trx, deps, session }) => unblockArrivedCard(trx, deps, session, input),
  }),
  defineRoute({
    path: 'cartao/solicitar-segunda-via-cartao-fisico',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: secondCopy,
    handler: ({ input, trx, deps, session }) =>
      orderSecondCopy(trx, deps, session, { ...input, endereco: () => addressAt(deps.ports.ceps, input) }),
  }),
  defineRoute({
    path: 'cartao/solicitar-cartao-fisico',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: physicalCard,
    handler: ({ input, trx, deps, session }) =>
      requestPhysicalCard(trx, deps, session, {
        chaveDeConta: input.chaveDeConta,
        endereco: () => addressAt(deps.ports.ceps, input),
      }),
  }),
  defineRoute({
    path: 'conta/consultar-endereco-entrega',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, deps, session }) => deliveryAddress(deps.db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'cartao/solicitar-cartao-virtual',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byAccount,
    handler: ({ input, trx, deps, session }) => createVirtualCard(trx, deps, session, input.chaveDeConta),
  }),
  /** The spec shows the delete screen but names no call; this bank's path (docs/bank-api.md). */
  defineRoute({
    path: 'cartao/excluir-cartao-virtual',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byCard,
    handler: ({ input, trx, deps, session }) => deleteVirtualCard(trx, deps, session, input.chaveDeCartao),
  }),
  /** Its answer opens the card's number for 5 minutes: only the gateway's hash path reaches it. */
  defineRoute({
    path: 'cartao/obter-cartao-completo-por-chave-cartao',
    method: 'POST',
    auth: true,
    door: 'hash',
    schema: byCard,
    handler: ({ input, deps, session }) => cardDetails(deps.db, deps, session, input.chaveDeCartao),
  }),
  defineRoute({
    path: 'cartao/obter-configuracoes',
    method: 'GET',
    auth: true,
    schema: byCard,
    handler: ({ input, deps, session }) => cardSettings(deps.db, session, input.chaveDeCartao),
  }),
  defineRoute({
    path: 'cartao/configurar-contactless',
    method: 'PUT',
    auth: true,
    idempotent: true,
    schema: contactless,
    handler: ({ input, trx, session }) => configureContactless(trx, session, input),
  }),
  /** The card's own PIN: the current one, then the new one (3 wrong in a row block the card). */
  defineRoute({
    path: 'cartao/alterar-senha',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: changeCardPinSchema,
    handler: ({ input, trx, deps, session }) => changeCardPin(trx, deps, session, input),
  }),
  /** The forgotten card PIN, with the code of token/gerar-2fa-alteracao-pin-cartao. */
  defineRoute({
    path: 'cartao/alterar-senha-por-token',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: changeCardPinByCodeSchema,
    handler: ({ input, trx, deps, session }) => changeCardPinByCode(trx, deps, session, input),
  }),
  defineRoute({
    path: 'carteira-digital/opaque-card-info',
    method: 'POST',
    auth: true,
    schema: byCard,
    handler: async ({ input, deps, session }) => {
      await requirePhoneWalletPush(deps.db, deps, session);
      return opaqueCardInfo(deps.db, deps, session, input.chaveDeCartao);
    },
  }),
  defineRoute({
    path: 'carteira-digital/listar-tokens-visa',
    method: 'POST',
    auth: true,
    schema: byCard,
    handler: ({ input, deps, session }) => listWalletTokens(deps.db, session, input.chaveDeCartao),
  }),
];
