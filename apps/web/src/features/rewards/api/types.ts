/** The shapes of the rewards calls (docs/rewards-api.md), as the pages use them. */
export interface RewardTask {
  tarefaId: string;
  titulo: string;
  meta: number;
  realizadas: number;
  concluida: boolean;
  numerosDaSortePorVez: number;
}

export type ProgramStatus = 'DISPONIVEL' | 'EM_ANDAMENTO' | 'CONCLUIDO' | 'ENCERRADO';

export interface RewardProgram {
  programaId: string;
  nome: string;
  descricao: string;
  situacao: ProgramStatus;
  participando: boolean;
  aderiuEm: string | null;
  concluidoEm: string | null;
  progressoPercentual: number;
  premios: {
    cashback: number;
    cupomRecarga: { valor: number; recargaMinima: number } | null;
    sorteioId: string | null;
  };
  tarefas: RewardTask[];
}

export type CouponStatus = 'NOVO' | 'REVELADO' | 'ATIVADO' | 'USADO' | 'CANCELADO' | 'EXPIRADO';

export interface RewardCoupon {
  cupomId: string;
  situacao: CouponStatus;
  codigo: string | null;
  valor: number;
  recargaMinima: number;
  validoAte: string;
}

export interface LuckyNumber {
  sorteioId: string;
  numero: string;
  atribuidoEm: string;
  cancelado: boolean;
}

export interface DrawView {
  sorteioId: string;
  nome: string;
  certificadoAutorizacao: string;
  premio: string;
  dataExtracaoLoteriaFederal: string;
  situacao: 'AGUARDANDO_EXTRACAO' | 'REALIZADO';
  premiosLoteriaFederal: number[] | null;
  numeroSorteado: string | null;
  numeroContemplado: string | null;
  ganhador: { nome: string; cpfMascarado: string } | null;
  voceGanhou: boolean;
  meusNumeros: Array<{ numero: string; cancelado: boolean }>;
}

export interface WonReward {
  recompensaId: string;
  tipo: 'CASHBACK' | 'ESTORNO_CASHBACK' | 'CUPOM' | 'DESCONTO_CUPOM' | 'NUMERO_DA_SORTE';
  programa: string;
  valor: number | null;
  numeroDaSorte: string | null;
  dataHora: string;
}

export interface RewardsSnapshot {
  programasEmAndamento: number;
  programasConcluidos: number;
  cashbackRecebido: number;
  cuponsDisponiveis: number;
  numerosDaSorte: number;
}
