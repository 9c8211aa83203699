import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session/session.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { FeedbackPage } from './feedback-page.tsx';

const sent: unknown[] = [];
let postStatus = 201;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  sent.length = 0;
  postStatus = 201;
  signInForTest({
    name: 'Ana',
    cpf: '39053344705',
    token: { value: 'bank-token', expiresAt: Date.now() + 3_600_000 },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    expect(String(url)).toBe('/api/product/feedBack');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer bank-token');
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      if (postStatus !== 201) return answer(postStatus, { status: postStatus, message: 'Texto do servidor' });
      sent.push(body);
      return answer(201, { id: 'f-1', receivedAt: '2026-10-01T15:00:00.000Z' });
    }
    return answer(200, {
      feedbacks: sent.map((b, i) => {
        const f = b as { type: string; feedBackJson: { rating: number | null; message: string } };
        return {
          id: `f-${i}`,
          type: f.type,
          rating: f.feedBackJson.rating,
          message: f.feedBackJson.message,
          receivedAt: '2026-10-01T15:00:00.000Z',
        };
      }),
    });
  });
});
afterEach(() => sessionStore.clear('logout'));

function renderFeedback() {
  return renderRoutes([{ path: '/feedback', element: <FeedbackPage /> }], { at: '/feedback' });
}

describe('/feedback', () => {
  it('sends the type, rating and words with the device fields, and lists what was sent', async () => {
    renderFeedback();
    expect(await screen.findByText('Você ainda não enviou nenhuma mensagem.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('feedback-type-problem'));
    fireEvent.click(screen.getByTestId('feedback-rating-4'));
    fireEvent.change(screen.getByTestId('feedback-message'), {
      target: { value: '  O Pix demorou a abrir.  ' },
    });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(await screen.findByText('Obrigado! Recebemos sua mensagem.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      type: 'problem',
      feedBackJson: {
        deviceId: expect.stringMatching(/^[\w.:-]+$/),
        locale: 'pt-BR',
        country: 'BR',
        model: expect.any(String),
        build: expect.stringMatching(/^\S+ \(\S+\)$/),
        cardId: null,
        rating: 4,
        message: 'O Pix demorou a abrir.',
      },
    });
    expect((await screen.findByTestId('feedback-sent')).textContent).toContain('O Pix demorou a abrir.');
    expect((screen.getByTestId('feedback-message') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for 3 characters before sending anything', async () => {
    renderFeedback();
    fireEvent.change(await screen.findByTestId('feedback-message'), { target: { value: ' a ' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(await screen.findByText('Escreva pelo menos 3 caracteres')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('says so in its own words when the server refuses, never in the server’s', async () => {
    postStatus = 429;
    renderFeedback();
    fireEvent.change(await screen.findByTestId('feedback-message'), { target: { value: 'Mais uma ideia' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(
      await screen.findByText('Você enviou muitas mensagens em pouco tempo. Tente mais tarde.'),
    ).toBeTruthy();
    expect(screen.queryByText('Texto do servidor')).toBeNull();
    postStatus = 500;
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(screen.getByText('Não foi possível enviar. Tente de novo.')).toBeTruthy());
    expect((screen.getByTestId('feedback-message') as HTMLTextAreaElement).value).toBe('Mais uma ideia');
  });
});
