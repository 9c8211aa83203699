import { toSaoPauloDate } from '@carteira/core/calendar';
import { type Centavos, fromReais } from '@carteira/core/money';

/** A financing contract as the bank lists it (docs/financing-api.md, `Contrato`). */
export interface WireContract {
  idContrato: string;
  chaveContratacao?: string;
  valorRecebivel: number;
  statusContrato: string;
  dataFinanciamento: string;
  emAtraso: boolean;
  valorTotalFinanciado: number;
  valorEmAberto: number;
  valorPago: number;
  numeroDeParcelas: number;
  numeroDeParcelasPagas: number;
  vencimentos?: { primeiro?: string | null; ultimo?: string | null; proximo?: string | null } | null;
  modeloAparelho: string;
  valorEntrada?: number;
  valorParcela?: number;
}

/** A contract in the app's shape: money in centavos, dates as ISO days. */
export interface Contract {
  id: string;
  status: string;
  device: string;
  financedAt: string;
  overdue: boolean;
  /** The sum of the instalments. */
  receivable: Centavos;
  /** The contract principal. */
  financed: Centavos;
  paid: Centavos;
  remaining: Centavos;
  installments: number;
  installmentsPaid: number;
  installmentValue: Centavos | null;
  downPayment: Centavos | null;
  /** The next open due date; null when every instalment is paid. */
  nextDueDate: string | null;
  lastDueDate: string | null;
}

const day = (value: string | null | undefined): string | null => (value ? toSaoPauloDate(value) : null);

export function toContract(wire: WireContract): Contract {
  return {
    id: wire.idContrato,
    status: wire.statusContrato,
    device: wire.modeloAparelho,
    financedAt: toSaoPauloDate(wire.dataFinanciamento),
    overdue: wire.emAtraso === true,
    receivable: fromReais(wire.valorRecebivel),
    financed: fromReais(wire.valorTotalFinanciado),
    paid: fromReais(wire.valorPago),
    remaining: fromReais(wire.valorEmAberto),
    installments: wire.numeroDeParcelas,
    installmentsPaid: wire.numeroDeParcelasPagas,
    installmentValue: typeof wire.valorParcela === 'number' ? fromReais(wire.valorParcela) : null,
    downPayment: typeof wire.valorEntrada === 'number' ? fromReais(wire.valorEntrada) : null,
    nextDueDate: day(wire.vencimentos?.proximo),
    lastDueDate: day(wire.vencimentos?.ultimo),
  };
}
