import type { Trx } from '../tables.ts';

/**
 * The sandbox's Pix Saque and Troco points: a merchant (AGTEC) that gives cash and change, and a
 * withdrawal service facilitator (AGPSS) that gives cash only. Each is a key of a sandbox institution
 * (pix-institutions.ts); its static code carries the facilitator's ISPB in 26-03. Listed in README.md.
 */
export const SANDBOX_WITHDRAW_POINTS = [
  {
    chave: '11223344000186',
    nome: 'Mercado Bom Preço',
    cidade: 'Sao Paulo',
    agentMode: 'AGTEC',
    facilitatorIspb: '90400003',
    allowsWithdrawal: true,
    allowsChange: true,
  },
  {
    chave: '55667788000186',
    nome: 'Rede Saque Fácil',
    cidade: 'Rio de Janeiro',
    agentMode: 'AGPSS',
    facilitatorIspb: '90400003',
    allowsWithdrawal: true,
    allowsChange: false,
  },
] as const;

export async function seedWithdrawPoints(trx: Trx): Promise<void> {
  for (const point of SANDBOX_WITHDRAW_POINTS) {
    await trx
      .insertInto('pix_withdraw_point')
      .values({
        chave: point.chave,
        nome: point.nome,
        agent_mode: point.agentMode,
        facilitator_ispb: point.facilitatorIspb,
        allows_withdrawal: point.allowsWithdrawal,
        allows_change: point.allowsChange,
      })
      .onConflict((oc) => oc.column('chave').doNothing())
      .execute();
  }
}
