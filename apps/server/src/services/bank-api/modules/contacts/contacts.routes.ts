import { withTransaction } from '../../../../platform/database/transaction.ts';
import { defineRoute } from '../../bank-route.ts';
import {
  contactKeys as contactKeysSchema,
  createContact as createSchema,
  deleteContact as deleteContactSchema,
  deleteKey,
  listContacts as listSchema,
  updateContact as updateSchema,
} from './contacts.schemas.ts';
import {
  contactKeys,
  createContact,
  deleteContact,
  deleteContactKey,
  listContacts,
  updateContact,
} from './contacts.service.ts';

/** favorito/ (wallet.md section 7): the session's customer's own contacts, nobody else's. */
export const contactRoutes = [
  defineRoute({
    path: 'favorito/consultar-favoritos',
    method: 'POST',
    auth: true,
    schema: listSchema,
    handler: ({ input, deps, session }) => listContacts(deps.db, session.customerId, input),
  }),
  defineRoute({
    path: 'favorito/cadastrar-favorito',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: createSchema,
    handler: ({ input, trx, session }) => createContact(trx, session.customerId, input),
  }),
  defineRoute({
    path: 'favorito/consultar-chaves-favorito',
    method: 'POST',
    auth: true,
    schema: contactKeysSchema,
    handler: ({ input, deps, session }) =>
      withTransaction(deps.db, (trx) => contactKeys(trx, session.customerId, input)),
  }),
  defineRoute({
    path: 'favorito/excluir-chave-favorito',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: deleteKey,
    handler: ({ input, trx, session }) => deleteContactKey(trx, session.customerId, input),
  }),
  defineRoute({
    path: 'favorito/excluir-contato-favorito',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: deleteContactSchema,
    handler: ({ input, trx, session }) => deleteContact(trx, session.customerId, input.favoritoId),
  }),
  defineRoute({
    path: 'favorito/atualizar-favorito',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: updateSchema,
    handler: ({ input, trx, session }) => updateContact(trx, session.customerId, input),
  }),
];
