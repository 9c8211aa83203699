import { type IsoDate, toSaoPauloDate } from '@carteira/core/calendar';
import { withdrawalDeadline, withinWithdrawalPeriod } from '@carteira/core/fgts';
import { type Centavos, centavos, sum, toReais } from '@carteira/core/money';
import type { Selectable } from 'kysely';
import type { FgtsContractInstalmentTable, FgtsContractTable } from './fgts.table.ts';

export type ContractRow = Selectable<FgtsContractTable>;
export type InstalmentRow = Selectable<FgtsContractInstalmentTable>;

/**
 * What withdrawing from a contract moves (all in centavos, signed as the account sees them): the
 * customer gives back the released amount; an anniversary the operator already paid in the meantime is
 * the worker's withdrawal again and comes back to them; the portfolio gets back what it advanced less
 * what it already received; the IOF withheld is undone. financed = released + IOF, so it balances.
 */
export function withdrawalLegs(
  contract: { released: number; financed: number; iof: number },
  instalments: readonly { status: 'ABERTA' | 'PAGA'; value: number }[],
): { account: Centavos; portfolio: Centavos; iof: Centavos } {
  const paid = sum(instalments.filter((i) => i.status === 'PAGA').map((i) => centavos(Number(i.value))));
  return {
    account: centavos(paid - Number(contract.released)),
    portfolio: centavos(Number(contract.financed) - paid),
    iof: centavos(-Number(contract.iof)),
  };
}

/**
 * A contract as the bank sends it (wallet.md section 3, FGTS: contract), with the last day the customer
 * may withdraw from it (CDC art. 49) and whether they still may on `today`.
 */
export function wireContract(row: ContractRow, instalments: readonly InstalmentRow[], today: IsoDate) {
  const signed = toSaoPauloDate(new Date(row.created_at));
  return {
    contrato: row.id,
    localizador: row.localizador,
    statusContratoAntecipacao: row.status,
    prazo: row.prazo,
    valorLiberado: toReais(centavos(Number(row.released))),
    valorFinanciado: toReais(centavos(Number(row.financed))),
    valorIof: toReais(centavos(Number(row.iof))),
    totalRecebiveis: toReais(centavos(Number(row.total_receivables))),
    taxaJuros: Number((Number(row.monthly_rate) * 100).toFixed(2)),
    taxaJurosAno: Number((Number(row.annual_rate) * 100).toFixed(2)),
    cetAno: Number((Number(row.cet_annual) * 100).toFixed(2)),
    ativo: row.status === 'ATIVO',
    dataContratacao: new Date(row.created_at).toISOString(),
    dataLimiteDesistencia: withdrawalDeadline(signed),
    podeDesistir: row.status === 'ATIVO' && withinWithdrawalPeriod(signed, today),
    /** What withdrawing today takes from the account (the release, less an anniversary already paid). */
    valorDesistencia: toReais(
      centavos(
        -withdrawalLegs(
          { released: Number(row.released), financed: Number(row.financed), iof: Number(row.iof) },
          instalments,
        ).account,
      ),
    ),
    parcelas: instalments.map((i) => ({
      parcela: i.number,
      valor: toReais(centavos(Number(i.value))),
      dataVencimento: isoDay(i.due_date),
      status: i.status,
      dataPagamento: i.paid_at ? new Date(i.paid_at).toISOString() : null,
    })),
  };
}

/** A date column as its ISO day (the drivers give a Date at local midnight for a date column). */
export function isoDay(value: unknown): IsoDate {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}` as IsoDate;
  }
  return String(value).slice(0, 10) as IsoDate;
}
