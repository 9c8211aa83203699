import type { CodeMessage, CodeSender } from '../services/bank-api/public.ts';

export interface OutboxMessage extends CodeMessage {
  /** When the bank handed it over (ISO 8601). */
  enviadoEm: string;
}

/**
 * The sandbox's SMS and e-mail: what the bank "sends" is kept in memory (the last 500 messages; a
 * restart empties it) and read at GET /api/sandbox/outbox?destino=... . Nothing leaves the machine.
 */
export interface SandboxOutbox extends CodeSender {
  /** The messages to one destination, newest first. */
  read(destino: string): OutboxMessage[];
}

export const OUTBOX_SIZE = 500;

export function createSandboxOutbox(now: () => Date = () => new Date()): SandboxOutbox {
  const messages: OutboxMessage[] = [];
  return {
    async send(message) {
      messages.push({ ...message, enviadoEm: now().toISOString() });
      if (messages.length > OUTBOX_SIZE) messages.splice(0, messages.length - OUTBOX_SIZE);
    },
    read(destino) {
      const wanted = destino.trim().toLowerCase();
      return messages.filter((m) => m.destino.toLowerCase() === wanted).reverse();
    },
  };
}
