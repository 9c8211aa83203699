import { centavos, formatBRL, toReais } from '@carteira/core/money';
import type { StaticPixBrCode } from '@carteira/core/pix';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import type { Executor, Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import type { EndToEndClaim } from '../end-to-end.ts';
import { limitWindows } from '../limits/pix-limits.service.ts';
import { invalidInput, withdrawRefused } from '../pix.errors.ts';
import { sendPixToKey } from '../send/pix-payment.service.ts';

/** Most cash per Pix Saque or Troco: R$ 500,00 by day, R$ 100,00 in the nocturnal period (20h-6h). */
export const WITHDRAW_DAY_MAX = 50_000;
export const WITHDRAW_NIGHT_MAX = 10_000;
export const Purpose = { WITHDRAWAL: 1, CHANGE: 2 } as const;
export type Purpose = (typeof Purpose)[keyof typeof Purpose];

export function withdrawMax(now: Date): number {
  return limitWindows(now).night ? WITHDRAW_NIGHT_MAX : WITHDRAW_DAY_MAX;
}

export async function findWithdrawPoint(db: Executor, chave: string) {
  return db.selectFrom('pix_withdraw_point').selectAll().where('chave', '=', chave).executeTakeFirst();
}

/** What processar-qrcode adds for a withdrawal point's code (null for a code with fss but no point). */
export async function withdrawDetails(db: Executor, code: StaticPixBrCode, now: Date) {
  if (code.withdrawalFacilitator === undefined) return undefined;
  const point = await findWithdrawPoint(db, code.key);
  if (!point || point.facilitator_ispb !== code.withdrawalFacilitator) return null;
  return {
    nomeAgente: point.nome,
    modalidadeAgente: point.agent_mode,
    prestadorDoServicoDeSaque: point.facilitator_ispb,
    permiteSaque: point.allows_withdrawal,
    permiteTroco: point.allows_change,
    valorMaximoSaqueTroco: toReais(centavos(withdrawMax(now))),
  };
}

export interface WithdrawOrder {
  chaveDeConta: string;
  pin: string;
  qrCode: string;
  /** Centavos. */
  valor?: number | undefined;
  descricao?: string | undefined;
  finalidadeDaTransacao?: Purpose | undefined;
  /** Centavos. */
  valorSaqueTroco?: number | undefined;
  modalidadeAgente?: 'AGTEC' | 'AGTOT' | 'AGPSS' | undefined;
  prestadorDoServicoDeSaque?: string | undefined;
  /** The end-to-end id the code's reading handed out, used once as this payment's. */
  claim?: EndToEndClaim | undefined;
}

/**
 * A Pix Saque (all cash) or Troco (a purchase plus cash) at a withdrawal point: the point, its agent
 * and facilitator as the code and the directory say, the cash within the day or night maximum, then
 * a Pix of the whole amount to the point's key (limits, PIN and balance as every Pix).
 */
export async function payWithdrawal(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: WithdrawOrder,
  code: StaticPixBrCode,
  idempotencyKey: string,
) {
  const purpose = order.finalidadeDaTransacao;
  if (code.withdrawalFacilitator === undefined) {
    throw withdrawRefused('O QR Code não é de um ponto de Pix Saque ou Troco');
  }
  if (purpose === undefined) {
    throw withdrawRefused("Informe 'finalidadeDaTransacao': 1 Pix Saque ou 2 Pix Troco");
  }
  const point = await findWithdrawPoint(trx, code.key);
  if (!point || point.facilitator_ispb !== code.withdrawalFacilitator) {
    throw withdrawRefused('Ponto de saque não encontrado');
  }
  if (purpose === Purpose.WITHDRAWAL && !point.allows_withdrawal) {
    throw withdrawRefused('Este ponto não oferece Pix Saque');
  }
  if (purpose === Purpose.CHANGE && !point.allows_change)
    throw withdrawRefused('Este ponto não oferece Pix Troco');
  if (
    order.modalidadeAgente !== point.agent_mode ||
    order.prestadorDoServicoDeSaque !== point.facilitator_ispb
  ) {
    throw withdrawRefused('Agente ou prestador do serviço de saque diferente do ponto');
  }
  const cash = order.valorSaqueTroco;
  if (cash === undefined) throw invalidInput("o campo 'valorSaqueTroco' é obrigatório");
  const max = withdrawMax(deps.now());
  if (cash > max) {
    throw withdrawRefused(`Valor máximo de saque ou troco agora: ${formatBRL(centavos(max))}`);
  }
  let total: number;
  if (purpose === Purpose.WITHDRAWAL) {
    if (order.valor !== undefined && order.valor !== cash) {
      throw withdrawRefused("No Pix Saque, 'valor' é o valor do saque");
    }
    if (code.amount !== undefined && code.amount > 0 && code.amount !== cash) {
      throw withdrawRefused('O valor do saque difere do valor do QR Code');
    }
    total = cash;
  } else {
    if (order.valor === undefined || order.valor <= cash) {
      throw withdrawRefused("No Pix Troco, 'valor' é a compra mais o troco, maior que o troco");
    }
    if (code.amount !== undefined && code.amount > 0 && code.amount !== order.valor) {
      throw withdrawRefused('O valor total difere do valor do QR Code');
    }
    total = order.valor;
  }
  const paid = await sendPixToKey(
    trx,
    deps,
    session,
    {
      chaveDeConta: order.chaveDeConta,
      pin: order.pin,
      valor: total,
      chave: code.key,
      descricao: order.descricao ?? code.description,
      reason: purpose === Purpose.WITHDRAWAL ? PAYMENT_REASONS.pixWithdrawal : PAYMENT_REASONS.pixChange,
      claim: order.claim,
    },
    idempotencyKey,
  );
  return {
    ...paid,
    tipoQRCode: code.qrType,
    chaveEnderecamento: code.key,
    referenciaInterna: code.txid ?? null,
    tipoPix: purpose === Purpose.WITHDRAWAL ? 'SAQUE' : 'TROCO',
    valorSaqueTroco: toReais(centavos(cash)),
    valorCompra: toReais(centavos(total - cash)),
    modalidadeAgente: point.agent_mode,
    prestadorDoServicoDeSaque: point.facilitator_ispb,
  };
}
