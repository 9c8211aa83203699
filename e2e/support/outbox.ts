import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxAnswer {
  result: { mensagens: Array<{ channel: string; destino: string; text: string }> };
}

/** The sandbox's SMS and e-mail to one destination, newest first (GET /api/sandbox/outbox). */
export async function outbox(request: APIRequestContext, destino: string) {
  const answer = await request.get(`/api/sandbox/outbox?destino=${encodeURIComponent(destino)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as OutboxAnswer).result.mensagens;
}

/** How many messages a destination has now: pass it to `newCode` before asking for one. */
export async function outboxCount(request: APIRequestContext, destino: string): Promise<number> {
  return (await outbox(request, destino)).length;
}

/** Waits for a message beyond the `before` count and returns the 6-digit code it carries. */
export async function newCode(request: APIRequestContext, destino: string, before: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox(request, destino);
      code = messages.length > before ? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** The phone as the bank sends to it: +55, area code, number. */
export const smsTo = (c: { ddd: string; telefone: string }) => `+55${c.ddd}${c.telefone}`;
