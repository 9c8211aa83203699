import { randomUUID } from 'node:crypto';
import type { Executor } from '../../bank-database.ts';
import type { CodeChannel, CodeMessage } from './code-sender.ts';
import { CREDENTIAL_LIMITS } from './credential-limits.ts';
import { tryLater } from './credentials.errors.ts';
import { insertAttempt, insertCode, lockCpfKey, recentCodes } from './credentials.repository.ts';
import type { CodePurpose } from './credentials.table.ts';
import { hashCode, newCode } from './otp.ts';

export interface CodeHolder {
  id: string;
  email: string | null;
  telefone_ddd: string | null;
  telefone_numero: string | null;
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  action: string;
  cpfKey: string;
  /** undefined when the CPF is no customer's: a code row is still written, and nothing is sent. */
  customer: CodeHolder | undefined;
  channel: CodeChannel;
  now: Date;
  serverKey: string;
  /**
   * Where the code goes instead of the customer's registered contact: the new e-mail or phone of a
   * profile change, whose code proves the customer holds it.
   */
  destino?: string;
  /** The id to give the code's row, when the caller binds something to it (a profile change). */
  codeId?: string;
}

const TEXT: Record<CodePurpose, (code: string) => string> = {
  'fgts-advance': (code) =>
    `Carteira: seu código para contratar a antecipação do saque-aniversário do FGTS é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'password-reset': (code) =>
    `Carteira: seu código para criar uma nova senha é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'pin-reset': (code) =>
    `Carteira: seu código para criar um novo PIN é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'new-device': (code) =>
    `Carteira: seu código para confirmar um novo aparelho é ${code}. Vale por 10 minutos. Se não foi você, não o informe a ninguém e troque sua senha.`,
  'card-unblock': (code) =>
    `Carteira: seu código para desbloquear o cartão é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'email-change': (code) =>
    `Carteira: seu código para confirmar este e-mail na sua conta é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'phone-change': (code) =>
    `Carteira: seu código para confirmar este celular na sua conta é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'address-change': (code) =>
    `Carteira: seu código para alterar o endereço de correspondência é ${code}. Vale por 10 minutos. Não o informe a ninguém.`,
  'account-cancel': (code) =>
    `Carteira: seu código para encerrar a conta é ${code}. Vale por 10 minutos. Se não foi você, não o informe a ninguém e fale conosco.`,
};

function destinationOf(customer: CodeHolder, channel: CodeChannel): string | undefined {
  if (channel === 'email') return customer.email ?? undefined;
  if (!customer.telefone_ddd || !customer.telefone_numero) return undefined;
  return `+55${customer.telefone_ddd}${customer.telefone_numero}`;
}

/**
 * Writes a new code under the limits (a minute between codes, 5 an hour per CPF and purpose) and an
 * audit row, inside the caller's transaction, and returns the message to send once it commits. The
 * work is the same whether or not the CPF is a customer's; only the returned message differs.
 */
export async function issueCode(trx: Executor, input: IssueCodeInput): Promise<CodeMessage | undefined> {
  const { now, cpfKey, customer } = input;
  await lockCpfKey(trx, cpfKey);
  const audit = (outcome: string) =>
    insertAttempt(trx, {
      at: now,
      action: input.action,
      cpfKey,
      customerId: customer?.id ?? null,
      channel: input.channel,
      outcome,
    });
  const since = new Date(now.getTime() - CREDENTIAL_LIMITS.windowMs);
  const recent = await recentCodes(trx, cpfKey, input.purpose, since);
  if (recent.last && now.getTime() - recent.last.getTime() < CREDENTIAL_LIMITS.resendAfterMs) {
    await audit('limited-resend');
    throw tryLater('Aguarde 1 minuto para pedir um novo código');
  }
  if (recent.count >= CREDENTIAL_LIMITS.codesPerHour) {
    await audit('limited-hour');
    throw tryLater('Limite de códigos atingido. Tente novamente em 1 hora');
  }
  const id = input.codeId ?? randomUUID();
  const code = newCode();
  await insertCode(trx, {
    id,
    purpose: input.purpose,
    cpfKey,
    customerId: customer?.id ?? null,
    channel: input.channel,
    codeHash: hashCode(code, id, input.serverKey),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CREDENTIAL_LIMITS.codeTtlMs),
  });
  const destino = customer ? (input.destino ?? destinationOf(customer, input.channel)) : undefined;
  await audit(destino ? 'sent' : customer ? 'no-destination' : 'unknown-cpf');
  return destino ? { channel: input.channel, destino, text: TEXT[input.purpose](code) } : undefined;
}
