import { withTransaction } from '../platform/database/transaction.ts';
import { type IncomingPayer, receivePixByCode, receivePixByKey } from '../services/bank-api/public.ts';
import type { Db } from '../tables.ts';
import { ensureClearingAccount, SANDBOX_CLEARING } from './create-customer.ts';
import { SANDBOX_INSTITUTIONS } from './pix-institutions.ts';

/** Which sandbox institution pays (default the first) and which of its customers (default its first). */
export interface SandboxPayerChoice {
  ispb?: string;
  holderIndex?: number;
}

export interface IncomingPix extends SandboxPayerChoice {
  /** A key of this bank, in the DICT form. */
  chave: string;
  /** Centavos, positive. */
  valor: number;
  descricao?: string;
  at?: Date;
}

export interface IncomingQrPix extends SandboxPayerChoice {
  /** A BR Code of this bank: a dynamic one (a charge) or a static one (a key). */
  qrCode: string;
  /** Centavos: required for a static code without amount; when given, it must be the code's amount. */
  valor?: number;
  at?: Date;
}

function sandboxPayer(choice: SandboxPayerChoice): IncomingPayer {
  const institution = SANDBOX_INSTITUTIONS.find(
    (i) => i.ispb === (choice.ispb ?? SANDBOX_INSTITUTIONS[0]?.ispb),
  );
  const holder = institution?.holders[choice.holderIndex ?? 0];
  if (!institution || !holder) throw new Error('unknown sandbox institution or holder');
  const { nome, taxId, agencia, conta } = holder;
  return { ispb: institution.ispb, instituicao: institution.nome, nome, taxId, agencia, conta };
}

/** The bank's side of an incoming Pix needs its clearing account; the sandbox opens it on first use. */
async function bankSide(db: Db, at: Date) {
  await withTransaction(db, (trx) => ensureClearingAccount(trx, at));
  return { db, clearing: SANDBOX_CLEARING };
}

/**
 * A sandbox institution sends a Pix to a key of this bank: the sandbox only chooses the payer and
 * calls the bank (bank-api's incoming Pix). Used by tests, the sandbox's HTTP door and
 * `npm run sandbox:pix -w apps/server` (see README.md).
 */
export async function receiveSandboxPix(db: Db, pix: IncomingPix) {
  const payer = sandboxPayer(pix);
  const at = pix.at ?? new Date();
  return receivePixByKey(await bankSide(db, at), {
    chave: pix.chave,
    valor: pix.valor,
    payer,
    descricao: pix.descricao,
    at,
  });
}

/** A sandbox institution pays a code of this bank (a charge's dynamic code, or a static one). */
export async function receiveSandboxQrPix(db: Db, pix: IncomingQrPix) {
  const payer = sandboxPayer(pix);
  const at = pix.at ?? new Date();
  return receivePixByCode(await bankSide(db, at), { qrCode: pix.qrCode, valor: pix.valor, payer, at });
}
