import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { ChatPage, originOf } from './chat-page.tsx';

const calls: Array<{ url: string; method: string; body: unknown }> = [];

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls.length = 0;
  signInForTest({
    name: 'Ana Beatriz Souza',
    cpf: '39053344705',
    token: { value: 'bank-token', expiresAt: Date.now() + 3_600_000 },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    if (url.endsWith('/chat/ticketsList')) return answer({ chatbot: true, tickets: [] });
    if (url.endsWith('/chat/openTicket')) return answer({ id: 't-1', status: 'ABERTO' }, 201);
    if (url.endsWith('/chat/secureUrl'))
      return answer({ uploadUrl: '/api/product/chat/upload?ticket=t-1&signature=s' });
    if (url.startsWith('/api/product/chat/upload')) return answer({ fileId: 'f-1' }, 201);
    if (url.endsWith('/chat/postComment')) return answer({ id: 'c-2' }, 201);
    return answer({}, 404);
  });
});
afterEach(() => {
  sessionStore.clear('logout');
  setLocale('pt-BR');
});

function renderChat(state: unknown) {
  return renderRoutes(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '/ChatTicketCommentsPage', element: <p data-testid="thread">thread</p> },
    ],
    { at: { pathname: '/chat', state } },
  );
}

describe('/chat', () => {
  it('keeps only a route and a whole code from the navigation state', () => {
    expect(originOf({ origin: { route: '/insertBoleto', code: 40141, pin: '1234' } })).toEqual({
      route: '/insertBoleto',
      code: 40141,
    });
    expect(originOf({ origin: { route: 'https://x.example', code: 1 } })).toBeNull();
    expect(originOf({ origin: { route: '/pixSendComponent', code: '1234' } })).toEqual({
      route: '/pixSendComponent',
      code: null,
    });
    expect(originOf(null)).toBeNull();
  });

  it('in English: the assistant greets, the ticket carries what failed, and a photo goes through the signed URL', async () => {
    setLocale('en');
    renderChat({ origin: { route: '/insertBoleto', code: 40141 } });
    expect((await screen.findByTestId('chat-bot')).textContent).toContain(
      'Hi, Ana! I am Carteira’s assistant.',
    );
    expect(screen.getByTestId('chat-bot').textContent).toMatch(/Today, \d{1,2}:\d{2} (am|pm)/);
    expect(screen.getByTestId('chat-origin').textContent).toBe(
      'The ticket carries what failed: the screen Pay a boleto and the code 40141. Never send your password or your PIN.',
    );
    expect((screen.getByTestId('chat-subject') as HTMLInputElement).value).toBe(
      'Error on the screen Pay a boleto',
    );

    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('chat-photo'), { target: { files: [big] } });
    expect(screen.getByTestId('chat-problem').textContent).toBe('The photo can be up to 3 MB.');
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('chat-photo'), { target: { files: [gif] } });
    expect(screen.getByTestId('chat-problem').textContent).toBe('Send a JPEG or PNG photo.');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'boleto.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('chat-photo'), { target: { files: [photo] } });
    expect(screen.getByTestId('chat-photo-name').textContent).toBe('Photo: boleto.jpg');

    fireEvent.change(screen.getByTestId('chat-message'), { target: { value: 'The payment failed.' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByTestId('thread')).toBeTruthy();
    const open = calls.find((c) => c.url.endsWith('/chat/openTicket'));
    expect(open?.body).toEqual({
      subject: 'Error on the screen Pay a boleto',
      message: 'The payment failed.',
      origin: { route: '/insertBoleto', code: 40141 },
    });
    expect(calls.find((c) => c.url.endsWith('/chat/secureUrl'))?.body).toEqual({
      ticketId: 't-1',
      contentType: 'image/jpeg',
      size: 4,
    });
    const put = calls.find((c) => c.url.startsWith('/api/product/chat/upload'));
    expect(put?.method).toBe('PUT');
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/chat/postComment'))?.body).toEqual({
        ticketId: 't-1',
        message: '',
        fileId: 'f-1',
      }),
    );
  });

  it('asks for the subject and the message before any ticket is opened', async () => {
    renderChat(null);
    await screen.findByTestId('chat-bot');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(screen.getByTestId('chat-problem').textContent).toBe(
      'Escreva o assunto (3 caracteres ou mais) e a mensagem.',
    );
    expect(calls.some((c) => c.url.endsWith('/chat/openTicket'))).toBe(false);
  });
});
