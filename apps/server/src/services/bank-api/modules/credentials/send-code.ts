import type { BankDeps } from '../../bank-route.ts';
import type { CodeMessage } from './code-sender.ts';
import { noCodeSender } from './code-sender.ts';

/** Hands a committed code to the sender; logs the channel only, never the destination or the text. */
export async function sendCode(deps: BankDeps, message: CodeMessage | undefined): Promise<void> {
  if (!message) return;
  await (deps.codeSender ?? noCodeSender).send(message);
  deps.log.info({ channel: message.channel }, 'one-time code sent');
}
