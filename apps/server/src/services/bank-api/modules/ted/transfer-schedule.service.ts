import type { IsoDate } from '@carteira/core/calendar';
import { centavos } from '@carteira/core/money';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findAccountByNumber } from '../account/account.repository.ts';
import { BANK_ISPB } from '../account/bank-identity.ts';
import { destinationNotFound, sameAccount } from '../transfer/transfer.errors.ts';
import { ownAccount } from './ted.service.ts';
import { createSchedule } from './ted-schedule.service.ts';
import { INTERNAL_SCHEDULE_KIND } from './ted-schedule.view.ts';

export interface TransferScheduleInput {
  chaveDeConta: string;
  pin: string;
  /** Centavos, positive. */
  valor: number;
  agenciaDestino: string;
  contaDestino: string;
  descricao?: string | undefined;
  dataAgendamento: IsoDate;
  /** Monthly payments in all (1: once). */
  numeroOcorrencias: number;
}

/**
 * A transfer to another Carteira account for a working day, once or monthly: checked now as the
 * transfer is (own account, the destination exists and is another), then kept as a schedule of kind 1
 * beside the TEDs; the job moves each payment once on its day (ted-schedule-runner.ts).
 */
export async function scheduleTransfer(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: TransferScheduleInput,
) {
  const source = await ownAccount(trx, session, input.chaveDeConta);
  const destination = await findAccountByNumber(trx, input.agenciaDestino, input.contaDestino);
  if (!destination) throw destinationNotFound();
  if (destination.id === source.id) throw sameAccount();
  const answer = await createSchedule(trx, deps, session, {
    source,
    to: {
      kind: INTERNAL_SCHEDULE_KIND,
      bankIspb: BANK_ISPB,
      agencia: input.agenciaDestino,
      conta: input.contaDestino,
      accountType: 1,
      holderName: destination.nome,
      holderTaxId: destination.cpf,
    },
    amount: centavos(input.valor),
    description: input.descricao,
    first: input.dataAgendamento,
    total: input.numeroOcorrencias,
    pin: input.pin,
  });
  return { ...answer, statusTransferencia: 'AGENDADA' };
}
