/** A pledged anniversary of a simulation, as the bank sends it (reais). */
export interface Receivable {
  parcela: number;
  valor: number;
  dataVencimento: string;
  saqueProjetado: number;
  valorPresente: number;
}

/** GET conta/antecipacao/fgts/simulacao-autorizadora (wallet.md section 3, FGTS: simulation). */
export interface Simulation {
  saldoFgts: number;
  mesAniversario: number;
  valorSolicitado: number | null;
  valorLiberado: number;
  valorFinanciado: number;
  valorIof: number;
  totalRecebiveis: number;
  prazo: number;
  taxaContratoMensal: number;
  taxaContratoAnual: number;
  taxaIofDiaria: number;
  taxaIofAdicional: number;
  cetAno: number;
  valorMinimoLiberado: number;
  valorMaximoLiberado: number;
  recebiveis: Receivable[];
}

export interface Proposal extends Simulation {
  propostaId: string;
}

/** A contract (wallet.md section 3, FGTS: contract). */
export interface Contract {
  contrato: string;
  localizador: string;
  statusContratoAntecipacao: 'ATIVO' | 'LIQUIDADO' | 'CANCELADO';
  prazo: number;
  valorLiberado: number;
  valorFinanciado: number;
  valorIof: number;
  totalRecebiveis: number;
  taxaJuros: number;
  taxaJurosAno: number;
  cetAno: number;
  ativo: boolean;
  dataContratacao: string;
  /** The last day to withdraw (CDC art. 49), whether it may still be done, and what it takes from the balance. */
  dataLimiteDesistencia: string;
  podeDesistir: boolean;
  valorDesistencia: number;
  parcelas: {
    parcela: number;
    valor: number;
    dataVencimento: string;
    status: 'ABERTA' | 'PAGA';
    dataPagamento: string | null;
  }[];
}
