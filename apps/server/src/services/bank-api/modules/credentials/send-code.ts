import type { BankDeps } from '../../bank-route.ts';
import type { CodeMessage, CodeSender } from './code-sender.ts';

/**
 * The configured sender, checked before any work: a server without one refuses every code request
 * alike (500), so a customer's CPF and an unknown one still cannot be told apart.
 */
export function requireCodeSender(deps: BankDeps): CodeSender {
  if (!deps.codeSender) throw new Error('no code sender configured');
  return deps.codeSender;
}

/** Hands a committed code to the sender; logs the channel only, never the destination or the text. */
export async function sendCode(deps: BankDeps, message: CodeMessage | undefined): Promise<void> {
  if (!message) return;
  await requireCodeSender(deps).send(message);
  deps.log.info({ channel: message.channel }, 'one-time code sent');
}
