import { findCustomer } from '../../bank-api/public.ts';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { findOpenContracting } from '../contracting/contracting.repository.ts';
import { inContracting } from '../contracting/contracting.service.ts';
import { statusOf } from '../contracting/contracting-advance.ts';
import { allows } from '../contracting/contracting-status.ts';
import { contractingNotFound, wrongStatus } from '../financing.errors.ts';
import type { Db } from '../financing-database.ts';
import { ccbHtml } from './terms-html.ts';

export const CCB_TERM = 'CcbFinancing';

/** person-v3/get-terms: the CCB of the proposal (the open contracting when no key is given). */
export async function getTerms(db: Db, caller: FinancingCaller, key: string | undefined, now: Date) {
  const id = key ?? (await findOpenContracting(db, caller.customerId))?.id;
  if (!id) throw contractingNotFound();
  const customer = await findCustomer(db, caller.customerId);
  return inContracting(db, caller, id, now, async (_trx, row) => {
    if (!allows('READ_TERMS', statusOf(row)) || !row.proposal || !row.product) {
      throw wrongStatus(row.status, 'O contrato existe depois da proposta');
    }
    return {
      term: CCB_TERM,
      contractingKey: row.id,
      contentType: 'text/html',
      content: ccbHtml({
        contractingKey: row.id,
        customerName: customer?.nome ?? '',
        cpf: caller.cpf,
        product: row.product,
        proposal: row.proposal,
        address: row.address,
      }),
    };
  });
}
