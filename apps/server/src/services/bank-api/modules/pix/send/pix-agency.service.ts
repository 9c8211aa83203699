import { PAYMENT_REASONS } from '@carteira/core/transactions';
import type { Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findAccountByNumber, findOwnedAccount } from '../../account/account.repository.ts';
import { BANK_CODE, BANK_ISPB, BANK_NAME } from '../../account/bank-identity.ts';
import { accountNotFound, destinationNotFound, holderMismatch, sameAccount } from '../pix.errors.ts';
import { findInstitution, findInstitutionAccount } from '../pix.repository.ts';
import { type Beneficiary, executePix } from './pix-send.ts';

export interface AgencyOrder {
  chaveDeConta: string;
  pin: string;
  /** Centavos, positive. */
  valor: number;
  /** ISPB (8 digits) or bank code (3 digits). */
  codInstituicaoBeneficiario: string;
  agenciaBeneficiario: string;
  contaBeneficiario: string;
  tipoContaBeneficiario: number;
  /** CPF or CNPJ digits. */
  identificacaoFiscalBeneficiario: string;
  nomeBeneficiario: string;
  descricao?: string | undefined;
}

/**
 * A Pix by agency and account: to an account of this bank (ledger to ledger) or to a sandbox
 * institution's customer (out through the clearing). Checked in order: own account (40401), the
 * destination exists (40401), its holder's CPF/CNPJ is the one given (40073), not the same account
 * (40010), then PIN and balance as every Pix. The receipt names the holder as the bank knows them.
 */
export async function sendPixToAgency(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: AgencyOrder,
  idempotencyKey: string,
) {
  const source = await findOwnedAccount(trx, session.customerId, order.chaveDeConta);
  if (!source) throw accountNotFound();
  const taxId = order.identificacaoFiscalBeneficiario;
  const agencia = order.agenciaBeneficiario.padStart(4, '0');
  let beneficiary: Beneficiary;
  let destination: Awaited<ReturnType<typeof findAccountByNumber>>;
  if (order.codInstituicaoBeneficiario === BANK_ISPB || order.codInstituicaoBeneficiario === BANK_CODE) {
    destination = await findAccountByNumber(trx, agencia, order.contaBeneficiario);
    if (!destination) throw destinationNotFound();
    if (destination.cpf !== taxId) throw holderMismatch();
    if (destination.id === source.id) throw sameAccount();
    beneficiary = {
      nome: destination.nome,
      taxId: destination.cpf,
      instituicao: BANK_NAME,
      ispb: BANK_ISPB,
      agencia: destination.agencia ?? agencia,
      conta: destination.numero ?? order.contaBeneficiario,
    };
  } else {
    const institution = await findInstitution(trx, order.codInstituicaoBeneficiario);
    if (!institution) throw destinationNotFound('Instituição de destino não encontrada');
    const holder = await findInstitutionAccount(trx, institution.ispb, agencia, order.contaBeneficiario);
    if (!holder?.holder_name || !holder.holder_tax_id) throw destinationNotFound();
    if (holder.holder_tax_id !== taxId) throw holderMismatch();
    beneficiary = {
      nome: holder.holder_name,
      taxId: holder.holder_tax_id,
      instituicao: institution.nome,
      ispb: institution.ispb,
      agencia,
      conta: order.contaBeneficiario,
    };
  }
  return executePix(trx, deps, session, {
    source,
    destination,
    beneficiary,
    chave: null,
    valor: order.valor,
    descricao: order.descricao,
    reason: PAYMENT_REASONS.pixAccount,
    pin: order.pin,
    idempotencyKey,
  });
}
