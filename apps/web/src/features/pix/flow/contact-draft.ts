import { stripCnpj } from '@carteira/core/br';
import { PixKeyType } from '@carteira/core/pix';
import type { SaveContactDraft } from '../../../lib/bank/contacts.ts';
import type { PayTarget } from './pay-flow.ts';

/**
 * The receipt's beneficiary as a contact draft for /saveContactFromTransaction: the name, and the key
 * or the account paid. The full CPF or CNPJ is known only from a CPF or CNPJ key or from an account
 * payment (typed by the customer); otherwise the directory's masked one goes along as a hint.
 */
export function contactDraft(target: PayTarget): SaveContactDraft {
  if (target.kind === 'account') {
    const { name, taxId, institution, agency, account, accountType } = target.account;
    return { name, taxId: stripCnpj(taxId), account: { institution, agency, account, accountType } };
  }
  const { name, maskedTaxId, key, keyType } = target.payee;
  const taxId = keyType === PixKeyType.CPF || keyType === PixKeyType.CNPJ ? { taxId: key } : {};
  return { name, maskedTaxId, ...taxId, key: { keyType, key } };
}
