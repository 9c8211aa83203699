import { type Centavos, fromReais } from '@carteira/core/money';

/** What the ATM's code stands for, as the review shows it. */
export interface AtmWithdrawal {
  code: string;
  terminalId: string;
  terminalName: string;
  network: string;
  amount: Centavos;
  fee: Centavos;
  total: Centavos;
}

export interface AtmWithdrawalWire {
  qrCode: string;
  idTerminal: string;
  nomeTerminal: string;
  rede: string;
  valor: number;
  tarifa: number;
  valorTotal: number;
}

export function withdrawalFromWire(w: AtmWithdrawalWire): AtmWithdrawal {
  return {
    code: w.qrCode,
    terminalId: w.idTerminal,
    terminalName: w.nomeTerminal,
    network: w.rede,
    amount: fromReais(w.valor),
    fee: fromReais(w.tarifa),
    total: fromReais(w.valorTotal),
  };
}
