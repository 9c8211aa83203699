import { centavos, toReais } from '@carteira/core/money';
import { readAhead } from '../../../../../platform/database/transaction-edges.ts';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import type { AccountRow } from '../../account/account.repository.ts';
import { BANK_ISPB } from '../../account/bank-identity.ts';
import { checkPinAndLockAccounts } from '../../auth/pin.service.ts';
import { findSystemAccount, lockAccounts } from '../../ledger/ledger.repository.ts';
import { type Leg, postMovement } from '../../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../../ledger/movement-kinds.ts';
import { receiptParty } from '../../transfer/transfer.service.ts';
import { type EndToEndClaim, newEndToEndId } from '../end-to-end.ts';
import { maskedTaxId } from '../keys/pix-keys.service.ts';
import { limitUsage, limitUsageRead, refuseOverLimit } from '../limits/pix-limits.service.ts';
import { holdNewDevicePix } from '../limits/pix-new-device.ts';
import { invalidInput } from '../pix.errors.ts';
import { pixPaymentWithReceipt } from '../pix.repository.ts';
import type { ClearingAccount } from './clearing-account.ts';

/** Who receives a Pix, as the receipt and the answer show them. */
export interface Beneficiary {
  nome: string;
  taxId: string;
  instituicao: string;
  ispb: string;
  agencia: string;
  conta: string;
}

export interface PixSend {
  source: AccountRow;
  /** An account of this bank, or undefined when the money leaves through the clearing account. */
  destination: AccountRow | undefined;
  /** A system account of this bank receiving it (a charge's receiver) when `destination` is undefined. */
  creditAccountId?: string | undefined;
  beneficiary: Beneficiary;
  /** The key paid, or null for a payment by agency and account. */
  chave: string | null;
  /** Centavos, positive. */
  valor: number;
  descricao?: string | undefined;
  /** motivoTransacao on the receipt. */
  reason: string;
  /** null only for a payment the customer authorised earlier with the PIN (a schedule's occurrence). */
  pin: string | null;
  idempotencyKey: string;
  /** The end-to-end id handed out before (a key look-up, a code read), used once; a new id otherwise. */
  claim?: EndToEndClaim | undefined;
}

export async function clearingAccountId(trx: Trx, port: ClearingAccount): Promise<string> {
  const clearing = await findSystemAccount(trx, port.code);
  if (!clearing) throw new Error('the clearing account is missing');
  return clearing.id;
}

/**
 * The common end of every Pix payment once its beneficiary is known: PIN, the Pix limits (40076), one ledger movement (ledger
 * to ledger, or out through the clearing), the end-to-end id, the receipt, and the OrdemPix answer.
 */
export async function executePix(trx: Trx, deps: BankDeps, session: BankSession, send: PixSend) {
  const { source, destination, beneficiary } = send;
  const creditLeg: Leg = {
    accountId: destination
      ? destination.id
      : (send.creditAccountId ?? (await clearingAccountId(trx, deps.ports.clearing))),
    amount: centavos(send.valor),
    counterpartyName: source.nome,
  };
  // The movement's accounts, locked in id order as the ledger locks them (after the PIN row, in the
  // same statement, when there is a PIN): parallel payments from one account queue here, so the limit
  // sees every payment committed before it.
  const accountIds = [source.id, creditLeg.accountId];
  const at = deps.now();
  // the limits' read goes out with the locks' statement and runs right after it, so it sees every
  // payment committed before the locks (decision 0011)
  const limitsRead = limitUsageRead(trx, source.id, at);
  await readAhead(trx, limitsRead);
  const pinLocked =
    send.pin === null
      ? undefined
      : await checkPinAndLockAccounts(trx, source.id, send.pin, deps.config.pinPepper, accountIds);
  const lockedAccounts = pinLocked ?? (await lockAccounts(trx, accountIds));
  const usage = await limitUsage(trx, source.id, at, limitsRead);
  // taken after the PIN: a wrong PIN's count commits, and the look-up must stay good for the next try
  if (send.claim && !(await send.claim.take(trx, deps.now()))) {
    throw invalidInput("o campo 'endToEnd' não é de uma consulta ou leitura recente deste pagamento");
  }
  refuseOverLimit(usage, centavos(send.valor));
  // a device new for Pix: R$ 200,00 a payment and R$ 1.000,00 a day (IN BCB 491/2024)
  await holdNewDevicePix(trx, session.deviceId, centavos(send.valor), at);
  const description = send.descricao?.trim() || null;
  const internal = destination !== undefined || send.creditAccountId !== undefined;
  const kind = internal ? 'PIX_INTERNO' : 'PIX_ENVIADO';
  const endToEnd = send.claim?.endToEnd ?? newEndToEndId(BANK_ISPB, at);
  const written = pixPaymentWithReceipt(
    trx,
    { endToEnd, chave: send.chave, ispb: internal ? null : beneficiary.ispb },
    {
      operation: 'Pix',
      reason: send.reason,
      amount: send.valor,
      payer: receiptParty(source),
      destination: {
        nome: beneficiary.nome,
        identificacaoFiscalMascarada: beneficiary.taxId ? maskedTaxId(beneficiary.taxId) : '',
        banco: beneficiary.instituicao,
        agencia: beneficiary.agencia,
        conta: beneficiary.conta,
      },
      description,
    },
  );
  // the Pix row and the receipt are written in the movement's statement
  const posted = await postMovement(trx, {
    kind,
    typeId: MOVEMENT_KINDS[kind].typeId,
    description,
    customerId: session.customerId,
    idempotencyKey: send.idempotencyKey,
    at,
    legs: [
      { accountId: source.id, amount: centavos(-send.valor), counterpartyName: beneficiary.nome },
      creditLeg,
    ],
    lockedAccounts,
    alongside: written.alongside,
  });
  return ordemPix({
    valor: send.valor,
    movementId: posted.movementId,
    receiptId: written.id,
    endToEnd,
    at: posted.at,
    beneficiary,
  });
}

/** The OrdemPix a payment that went through answers. */
export function ordemPix(o: {
  valor: number;
  movementId: string;
  receiptId: string;
  endToEnd: string;
  at: Date;
  beneficiary: Pick<Beneficiary, 'nome' | 'instituicao' | 'ispb' | 'agencia'>;
}) {
  return {
    valorOperacao: toReais(centavos(o.valor)),
    statusOrdem: 'EFETIVADA',
    idTransacao: o.movementId,
    idComprovante: o.receiptId,
    endToEnd: o.endToEnd,
    dataHora: toSaoPauloDateTime(o.at),
    nomeBeneficiario: o.beneficiary.nome,
    instituicaoBeneficiario: o.beneficiary.instituicao,
    codInstituicaoBeneficiario: o.beneficiary.ispb,
    agenciaBeneficiario: o.beneficiary.agencia,
  };
}
