import type { WireContract } from './contract.ts';

/** A contract as the bank answers it, for tests. */
export const wireContract: WireContract = {
  idContrato: 'c-1',
  chaveContratacao: 'k-1',
  valorRecebivel: 2311.2,
  statusContrato: 'VIGENTE',
  dataFinanciamento: '2026-11-22T10:15:00-03:00',
  emAtraso: false,
  valorTotalFinanciado: 1637.12,
  valorEmAberto: 2311.2,
  valorPago: 0,
  numeroDeParcelas: 18,
  numeroDeParcelasPagas: 0,
  vencimentos: { primeiro: '2026-12-23', ultimo: '2028-05-23', proximo: '2026-12-23' },
  modeloAparelho: 'Moto G85 5G 256GB Azul',
  valorEntrada: 400,
  valorParcela: 128.4,
};
