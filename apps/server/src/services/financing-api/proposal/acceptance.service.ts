import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { inContracting } from '../contracting/contracting.service.ts';
import { applyEvent, statusOf } from '../contracting/contracting-advance.ts';
import { CONTRACTING_STATUS as S } from '../contracting/contracting-status.ts';
import type { Db } from '../financing-database.ts';

/** proposal/accepted: the customer signs the CCB; repeated, the same answer. */
export async function acceptProposal(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (trx, row) => {
    const answer = (r: typeof row) => ({
      contractingKey: r.id,
      status: r.status,
      acceptedAt: r.accepted_at?.toISOString() ?? null,
    });
    if (statusOf(row) === S.AWAITING_DOWN_PAYMENT && row.accepted_at) return answer(row);
    const updated = await applyEvent(
      trx,
      row,
      'ACCEPT_PROPOSAL',
      { accepted_at: now },
      now,
      'A proposta só pode ser aceita depois do endereço, do cadastro e da selfie',
    );
    return answer(updated);
  });
}

/**
 * proposal/cancel: back to choosing a phone. The proposal, the phone, the acceptance and any Pix
 * code go; the address, the registration and the selfie stay.
 */
export async function cancelProposal(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (trx, row) => {
    await applyEvent(
      trx,
      row,
      'CANCEL_PROPOSAL',
      {
        proposal: null,
        product: null,
        accepted_at: null,
        pix_txid: null,
        pix_qr_code: null,
        pix_expires_at: null,
        insurance_name: 'Sem seguro',
        insurance_value: 0,
      },
      now,
      'Não há proposta para cancelar',
    );
  });
}
