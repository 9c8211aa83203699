import { formatDate, toSaoPauloDate } from '@carteira/core/calendar';
import { withdrawalDeadline, withinWithdrawalPeriod } from '@carteira/core/fgts';
import { centavos, toReais } from '@carteira/core/money';
import type { Selectable } from 'kysely';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { fgtsNotFound, fgtsOperatorFailure, fgtsWithdrawalClosed } from './fgts.errors.ts';
import {
  ensureFgtsAccount,
  FGTS_IOF_ACCOUNT,
  FGTS_PORTFOLIO_ACCOUNT,
  instalmentsOf,
  lockOwnContract,
  markContractWithdrawn,
} from './fgts.repository.ts';
import { ownAccount } from './fgts.service.ts';
import type { FgtsContractInstalmentTable, FgtsContractTable } from './fgts.table.ts';
import { withdrawalLegs } from './fgts-wire.ts';

type ContractRow = Selectable<FgtsContractTable>;

function wireWithdrawal(
  row: ContractRow,
  instalments: readonly Selectable<FgtsContractInstalmentTable>[],
  at: Date,
) {
  const legs = withdrawalLegs(
    { released: Number(row.released), financed: Number(row.financed), iof: Number(row.iof) },
    instalments,
  );
  return {
    contrato: row.id,
    localizador: row.localizador,
    statusContratoAntecipacao: 'CANCELADO' as const,
    /** What left the account (negative when a paid anniversary came back larger than the release). */
    valorDevolvido: toReais(centavos(-legs.account)),
    valorIofEstornado: toReais(centavos(-legs.iof)),
    idTransacao: row.cancel_movement_id,
    dataHora: toSaoPauloDateTime(at),
  };
}

/**
 * conta/antecipacao/fgts/contrato/desistir: the customer withdraws from an advance within 7 days of
 * contracting it (CDC, Lei 8.078/1990, art. 49; the deadline as core/fgts counts it; decision 0035),
 * confirmed with the account PIN. In one transaction, under the contract's lock: the amount credited
 * paid back through the ledger (ANTECIPACAO_FGTS_DESISTENCIA, 9004; withdrawalLegs), the contract
 * CANCELADO (hidden from the list), and the operator told to release the pledged anniversaries; if it
 * does not, nothing is kept (40203). A contract already withdrawn from answers the same again.
 */
export async function withdrawFromContract(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; contrato: string; pin: string },
  idempotencyKey: string,
) {
  const account = await ownAccount(trx, session, input.chaveDeConta);
  const row = await lockOwnContract(trx, session.customerId, input.contrato);
  if (!row || row.account_id !== account.id) throw fgtsNotFound();
  if (row.status === 'CANCELADO') {
    return wireWithdrawal(
      row,
      await instalmentsOf(trx, [row.id]),
      new Date(row.cancelled_at ?? row.created_at),
    );
  }
  if (row.status !== 'ATIVO') throw fgtsWithdrawalClosed('A antecipação já foi quitada');
  const now = deps.now();
  const signed = toSaoPauloDate(new Date(row.created_at));
  if (!withinWithdrawalPeriod(signed, toSaoPauloDate(now))) {
    throw fgtsWithdrawalClosed(`O prazo para desistir terminou em ${formatDate(withdrawalDeadline(signed))}`);
  }
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const customer = await findCustomer(trx, session.customerId);
  if (!customer) throw fgtsNotFound();
  const instalments = await instalmentsOf(trx, [row.id]);
  const legs = withdrawalLegs(
    { released: Number(row.released), financed: Number(row.financed), iof: Number(row.iof) },
    instalments,
  );
  const kind = MOVEMENT_KINDS.ANTECIPACAO_FGTS_DESISTENCIA;
  const posted = await postMovement(trx, {
    kind: 'ANTECIPACAO_FGTS_DESISTENCIA',
    typeId: kind.typeId,
    description: `${kind.label} ${row.localizador}`,
    customerId: session.customerId,
    idempotencyKey,
    at: now,
    legs: [
      { accountId: account.id, amount: legs.account, counterpartyName: 'Antecipação Saque-Aniversário FGTS' },
      { accountId: await ensureFgtsAccount(trx, FGTS_PORTFOLIO_ACCOUNT, now), amount: legs.portfolio },
      { accountId: await ensureFgtsAccount(trx, FGTS_IOF_ACCOUNT, now), amount: legs.iof },
    ].filter((leg) => leg.amount !== 0),
  });
  await markContractWithdrawn(trx, { id: row.id, at: posted.at, movementId: posted.movementId });
  // Last, so that a refusal (or no answer) leaves nothing behind: the pledge stays and so does the contract.
  let released = false;
  try {
    ({ released } = await deps.ports.fgtsOperator.release({ cpf: customer.cpf, contractId: row.id }));
  } catch (error) {
    deps.log.warn({ err: error }, 'FGTS operator release failed');
  }
  if (!released) throw fgtsOperatorFailure();
  return wireWithdrawal({ ...row, cancel_movement_id: posted.movementId }, instalments, posted.at);
}
