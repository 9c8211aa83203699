import { randomInt, randomUUID } from 'node:crypto';
import { centavos, toReais } from '@carteira/core/money';
import { buildBrCode, PixQrType } from '@carteira/core/pix';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor, Trx } from '../../../bank-database.ts';
import { BANK_ISPB, BANK_NAME } from '../../account/bank-identity.ts';
import { maskedTaxId } from '../keys/pix-keys.service.ts';
import { accountNotFound } from '../pix.errors.ts';
import { type ChargeRow, findCharge, findReceiver, insertCharge } from './pix-charge.repository.ts';

/** The host of this bank's charge locations (26-25 of its dynamic codes). */
export const PIX_LOCATION_HOST = 'pix.carteira.example';
const TXID_LENGTH = 25;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DEFAULT_CITY = 'SAO PAULO';

export type PixChargeStatus = 'ATIVA' | 'CONCLUIDA' | 'EXPIRADA';

export interface NewPixCharge {
  /** A ledger account of this bank: a customer's or a system account. */
  receiverAccountId: string;
  /** Centavos, positive. */
  amountCents: number;
  expiresAt: Date;
  /** Shown to the payer (up to 140 characters). */
  description: string;
  /** The caller's own tag, e.g. 'financing-down-payment'. */
  purpose: string;
  /** The caller's own id for what is being paid, e.g. the contract id. */
  reference: string;
}

function newTxid(): string {
  let txid = '';
  for (let i = 0; i < TXID_LENGTH; i++) txid += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return txid;
}

export function chargeStatus(charge: Pick<ChargeRow, 'status' | 'expires_at'>, now: Date): PixChargeStatus {
  if (charge.status === 'CONCLUIDA') return 'CONCLUIDA';
  return new Date(charge.expires_at).getTime() <= now.getTime() ? 'EXPIRADA' : 'ATIVA';
}

/** Who receives a charge, as the payer and the receipt see them. */
export async function chargeReceiver(db: Executor, accountId: string) {
  const receiver = await findReceiver(db, accountId);
  if (receiver?.status !== 1) return undefined;
  return {
    accountId: receiver.id,
    isCustomer: receiver.kind === 'customer',
    nome: receiver.nome ?? receiver.descricao,
    taxId: receiver.cpf ?? '',
    cidade: receiver.endereco?.cidade || DEFAULT_CITY,
    instituicao: BANK_NAME,
    ispb: BANK_ISPB,
    agencia: receiver.agencia ?? '',
    conta: receiver.numero ?? '',
  };
}

export type ChargeReceiver = NonNullable<Awaited<ReturnType<typeof chargeReceiver>>>;

/**
 * A charge behind a dynamic Pix code, paid once, of exactly its amount, before it expires, into
 * `receiverAccountId`. Runs in the caller's transaction. `qrCode` is the BR Code ("copia e cola"):
 * 01 "12", 26 with the location, 54 the amount, 59/60 the receiver's name and city, 62-05 the txid.
 */
export async function createPixCharge(
  trx: Trx | Executor,
  charge: NewPixCharge,
  options: { now?: Date } = {},
): Promise<{ txid: string; location: string; qrCode: string }> {
  const now = options.now ?? new Date();
  if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents <= 0) {
    throw new RangeError('amountCents must be a positive whole number of centavos');
  }
  if (!(charge.expiresAt instanceof Date) || Number.isNaN(charge.expiresAt.getTime())) {
    throw new RangeError('expiresAt must be a valid date');
  }
  if (charge.expiresAt.getTime() <= now.getTime()) throw new RangeError('expiresAt must be in the future');
  if (charge.description.length > 140) throw new RangeError('description is at most 140 characters');
  const receiver = await chargeReceiver(trx, charge.receiverAccountId);
  if (!receiver) throw accountNotFound();
  const txid = newTxid();
  const location = `${PIX_LOCATION_HOST}/qr/v2/${randomUUID().replaceAll('-', '')}`;
  const qrCode = buildBrCode({
    kind: 'dynamic',
    url: location,
    merchantName: receiver.nome,
    merchantCity: receiver.cidade,
    amount: centavos(charge.amountCents),
    txid,
  });
  await insertCharge(trx, {
    txid,
    location,
    receiverAccountId: receiver.accountId,
    amount: charge.amountCents,
    description: charge.description,
    purpose: charge.purpose,
    reference: charge.reference,
    createdAt: now,
    expiresAt: charge.expiresAt,
  });
  return { txid, location, qrCode };
}

/** A charge as its creator follows it: EXPIRADA once past its expiry unpaid. */
export async function getPixCharge(db: Executor, txid: string, now: Date = new Date()) {
  const charge = await findCharge(db, txid);
  if (!charge) return undefined;
  return {
    txid: charge.txid,
    status: chargeStatus(charge, now),
    amountCents: charge.amount,
    paidAt: charge.paid_at ? new Date(charge.paid_at) : null,
    endToEnd: charge.end_to_end,
    purpose: charge.purpose,
    reference: charge.reference,
  };
}

/** What processar-qrcode answers for a payable charge. */
export function chargeDetails(charge: ChargeRow, receiver: ChargeReceiver, cidade: string) {
  return {
    tipoQRCode: PixQrType.DYNAMIC,
    chave: null,
    tipoChave: null,
    nome: receiver.nome,
    cidade,
    valor: toReais(centavos(charge.amount)),
    txid: charge.txid,
    descricao: charge.description,
    dataExpiracao: toSaoPauloDateTime(new Date(charge.expires_at)),
    indRecebivelAposVencimento: false,
    status: 'ATIVA',
    beneficiario: {
      nome: receiver.nome,
      identificacaoFiscalMascarada: receiver.taxId ? maskedTaxId(receiver.taxId) : null,
      instituicao: receiver.instituicao,
      ispb: receiver.ispb,
      agencia: receiver.agencia,
      conta: receiver.conta,
    },
  };
}
