import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { pendingStory } from '../../../lib/engage/engage-link.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { HomePage } from '../pages/home-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const card = (id: string, extra: object = {}) => ({
  streamid: 'engagecards',
  tabid: 'Wallet',
  storyid: id,
  data: [
    {
      id: `${id}_1`,
      placement: 'card',
      type: 'ec_information',
      title: `Card ${id}`,
      body: 'Texto',
      actionLabel: 'Abrir',
      actionPath: '/pixLimits',
      additionalInfo: null,
      usefulCount: 1234,
      feedback: null,
      ...extra,
    },
  ],
});

const reel = {
  streamid: 'instafeed',
  tabid: 'Wallet',
  storyid: 'reel-pix-night',
  title: 'Pix à noite',
  description: 'Como funciona',
  seen: false,
  views: 2_340_000,
  data: [0, 1, 2].map((i) => ({
    id: `reel-pix-night_${i}`,
    placement: 'reel',
    type: 'ec_information',
    title: `Slide ${i + 1}`,
    body: `Texto ${i + 1}`,
    actionLabel: i === 2 ? 'Ajustar limites' : null,
    actionPath: i === 2 ? '/pixLimits' : null,
    additionalInfo: null,
  })),
};

const dialog = {
  streamid: 'engagecards',
  tabid: 'Wallet',
  storyid: 'dialog-pix-night',
  data: [
    {
      id: 'dialog-pix-night_1',
      placement: 'dialog',
      type: 'ec_information',
      title: 'Pix à noite tem limite próprio',
      body: 'Das 20h às 6h',
      actionLabel: 'Ver meus limites',
      actionPath: '/pixLimits',
      additionalInfo: null,
    },
  ],
};

const notes = {
  unread: 1,
  notifications: [
    {
      id: 'n-1',
      kind: 'STORY',
      amount: null,
      counterparty: null,
      title: 'Pix à noite tem limite próprio',
      body: 'Das 20h às 6h',
      createdAt: '2026-11-28T13:00:00.000Z',
      read: false,
      link: { storyid: 'dialog-pix-night', dialogTrigger: true, open_page: null, state: {} },
    },
    {
      id: 'n-2',
      kind: 'PIX_RECEIVED',
      amount: 25,
      counterparty: 'Marcos',
      title: null,
      body: null,
      createdAt: '2026-11-28T05:35:00.000Z',
      read: true,
      link: {
        storyid: null,
        dialogTrigger: false,
        open_page: '/newTransactionHistory',
        state: { receiptFor: 'm-1' },
      },
    },
  ],
};

let posted: Array<{ url: string; body: unknown }> = [];

function serve() {
  posted = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return json({ kept: 1, marked: 1 });
    }
    if (url.includes('/getdom')) return json({ cards: [card('card-help')] });
    if (url.includes('/getReelsDom')) return json({ reels: [reel] });
    if (url.includes('trigger=notification')) return json({ dialog });
    if (url.includes('/getDialogDom')) return json({ dialog: null });
    if (url.includes('/notifications')) return json(notes);
    return json({ flags: {} });
  });
}

beforeEach(() => {
  vi.mocked(bank.call).mockResolvedValue({ saldo: 10 });
  signInForTest({ name: 'Ana Beatriz', cpf: '39053344705' });
  serve();
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  setLocale('pt-BR');
});

const renderHome = () =>
  renderRoutes(
    [
      { path: '/newWalletLaunch', element: <HomePage /> },
      { path: '/pixLimits', element: <p>limits page</p> },
      { path: '/newTransactionHistory', element: <p>history page</p> },
    ],
    { at: '/newWalletLaunch' },
  );

describe('the feed card', () => {
  it('says how many found it useful, K/M/B abbreviated, and keeps the answer', async () => {
    renderHome();
    expect((await screen.findByTestId('feed-card-help-useful-count')).textContent).toBe('1,2K acharam útil');
    fireEvent.click(screen.getByTestId('feed-card-help-useful'));
    await vi.waitFor(() =>
      expect(posted).toContainEqual({
        url: '/api/engage/eoperations',
        body: { stats: [{ storyid: 'card-help', action: 'carduseful' }] },
      }),
    );
    expect(screen.getByTestId('feed-card-help-useful').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('feed-card-help-useful-count').textContent).toBe('1,2K acharam útil');
  });

  it('opens its screen', async () => {
    const router = renderHome();
    fireEvent.click(await screen.findByTestId('feed-card-help-open'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pixLimits'));
  });
});

describe('the reels', () => {
  it('open over home, slide by slide, tell the bank they were watched, and close with back', async () => {
    const router = renderHome();
    const cover = await screen.findByTestId('reel-reel-pix-night');
    expect(cover.getAttribute('aria-label')).toBe('Pix à noite: Como funciona');
    fireEvent.click(cover);
    const viewer = await screen.findByTestId('reel-viewer');
    expect(within(viewer).getByTestId('reel-views').textContent).toBe('Vista por 2,3M');
    expect(within(viewer).getByTestId('reel-slide').textContent).toContain('1 de 3');
    await vi.waitFor(() =>
      expect(posted.map((p) => p.body)).toContainEqual({
        stats: [{ storyid: 'reel-pix-night', action: 'view' }],
      }),
    );
    expect(within(viewer).queryByTestId('reel-action')).toBeNull();
    fireEvent.click(within(viewer).getByTestId('reel-next'));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByTestId('reel-slide').textContent).toContain('Slide 3');
    expect(within(viewer).getByTestId('reel-action').textContent).toBe('Ajustar limites');
    await act(() => router.navigate(-1));
    expect(screen.queryByTestId('reel-viewer')).toBeNull();
    expect(router.state.location.pathname).toBe('/newWalletLaunch');
  });

  it('a link naming a reel opens it by itself, and is then forgotten', async () => {
    pendingStory.set({ storyId: 'reel-pix-night', dialog: false });
    renderHome();
    expect(await screen.findByTestId('reel-viewer')).toBeTruthy();
    expect(pendingStory.get()).toBeNull();
  });
});

describe('the bell', () => {
  it('a story with a dialog trigger opens that dialog; a bank event opens its receipt', async () => {
    const router = renderHome();
    fireEvent.click(await screen.findByTestId('bell'));
    const story = await screen.findByTestId('notification-unread');
    expect(story.textContent).toContain('Pix à noite tem limite próprio');
    fireEvent.click(story);
    const opened = await screen.findByTestId('feed-dialog');
    expect(opened.dataset.story).toBe('dialog-pix-night');
    await vi.waitFor(() =>
      expect(posted.map((p) => p.body)).toContainEqual({
        stats: [{ storyid: 'dialog-pix-night', action: 'served' }],
      }),
    );
    expect(posted.map((p) => p.body)).toContainEqual({ ids: ['n-1'] });
    fireEvent.click(screen.getByTestId('feed-dialog-close'));
    await vi.waitFor(() => expect(screen.queryByTestId('feed-dialog')).toBeNull());
    expect(pendingStory.get()).toBeNull();

    fireEvent.click(screen.getByTestId('bell'));
    fireEvent.click(await screen.findByTestId('notification-read'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/newTransactionHistory'));
    expect(router.state.location.state).toEqual({ receiptFor: 'm-1' });
  });

  it('in English', async () => {
    setLocale('en');
    renderHome();
    expect((await screen.findByTestId('feed-card-help-useful-count')).textContent).toBe(
      '1,2K found it useful',
    );
    expect((await screen.findByTestId('reel-reel-pix-night')).getAttribute('aria-label')).toBe(
      'Pix à noite: Como funciona',
    );
    fireEvent.click(screen.getByTestId('reel-reel-pix-night'));
    expect((await screen.findByTestId('reel-views')).textContent).toBe('Seen by 2,3M');
    expect(screen.getByTestId('reel-next').textContent).toBe('Next');
  });
});
