import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../platform/time.ts';
import { accountNotFound, type BankSession, findOwnedAccount } from '../../bank-api/public.ts';
import { listSignedContracts, signedContractCcb } from '../contracting/signed-contracts.ts';
import type { Executor } from '../financing-database.ts';
import { contractNotFound } from './financing.errors.ts';

/** The financing company's "no insurance" (financing.md section 3: the default insurance 'Sem seguro', 0). */
const NO_INSURANCE = 'Sem seguro';

async function ownedAccount(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

/**
 * financiamento/mobile/contas/contratos/assinados: every financing contract of the account, in force
 * or settled, with when it was accepted and the phone insurance it finances (null for none).
 */
export async function signedContracts(db: Executor, session: BankSession, accountId: string) {
  const account = await ownedAccount(db, session, accountId);
  const contracts = await listSignedContracts(db, account.id);
  return {
    contratos: contracts.map((c) => ({
      idContrato: c.id,
      statusContrato: c.status,
      modeloAparelho: c.deviceName,
      dataFinanciamento: c.financedOn,
      dataAceite: c.acceptedAt ? toSaoPauloDateTime(c.acceptedAt) : null,
      numeroDeParcelas: c.installments,
      seguro:
        c.insuranceCents > 0 && c.insuranceName !== NO_INSURANCE
          ? { nome: c.insuranceName, sku: c.insuranceSku, valor: toReais(centavos(c.insuranceCents)) }
          : null,
    })),
  };
}

/** financiamento/mobile/contas/contratos/ccb: the contract (CCB) the customer accepted, as HTML. */
export async function contractCcb(
  db: Executor,
  session: BankSession,
  input: { chaveDeConta: string; idContrato: string },
) {
  const account = await ownedAccount(db, session, input.chaveDeConta);
  const ccb = await signedContractCcb(db, account.id, input.idContrato);
  if (!ccb) throw contractNotFound();
  return {
    idContrato: ccb.id,
    titulo: 'Cédula de Crédito Bancário',
    tipoConteudo: 'text/html',
    dataAceite: ccb.acceptedAt ? toSaoPauloDateTime(ccb.acceptedAt) : null,
    conteudo: ccb.html,
  };
}
