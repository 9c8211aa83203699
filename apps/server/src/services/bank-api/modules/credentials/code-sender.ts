/** How a one-time code reaches the customer: the registered mobile phone or e-mail address. */
export type CodeChannel = 'sms' | 'email';

export interface CodeMessage {
  channel: CodeChannel;
  /** +55 and the mobile number for an SMS, the address for an e-mail. */
  destino: string;
  text: string;
}

/**
 * The port through which the bank sends one-time codes (an SMS gateway, an e-mail provider). The bank
 * declares it; app.ts passes an implementation in through the bank plugin's options (in the sandbox,
 * an outbox readable at /api/sandbox/outbox). Sending must not throw for a valid destination.
 */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/** What a server with no sender configured does: refuses, so no code is ever silently lost. */
export const noCodeSender: CodeSender = {
  async send() {
    throw new Error('no code sender configured');
  },
};
