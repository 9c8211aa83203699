import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { appLog } from '../../../lib/telemetry/app-log.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { cardStates } from '../api/card-states.ts';
import { HomePage } from '../pages/home-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/telemetry/app-log.ts', () => ({ appLog: vi.fn() }));

const stream = (storyid: string, type: string, placement = 'card') => ({
  streamid: 'engagecards',
  tabid: 'Wallet',
  storyid,
  data: [
    {
      id: `${storyid}_1`,
      placement,
      type,
      title: `Title ${storyid}`,
      body: 'Texto',
      actionLabel: null,
      actionPath: null,
      additionalInfo: null,
    },
  ],
});

/** The browser's observer, driven by the test: `show` puts elements in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.watched.length = 0;
  }
  static show(storyId: string) {
    for (const o of FakeObserver.all) {
      const target = o.watched.find((el) => (el as HTMLElement).dataset.story === storyId);
      if (target)
        o.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
          o as unknown as IntersectionObserver,
        );
    }
  }
}

let posted: unknown[] = [];
let dialogAnswer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posted = [];
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.mocked(bank.call).mockResolvedValue({ saldo: 10 });
  signInForTest({ name: 'Ana Beatriz', cpf: '39053344705' });
  dialogAnswer = () => json({ dialog: null });
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return json({ kept: 1 });
    }
    if (url.includes('/getdom'))
      return json({
        cards: [
          stream('banner-pix-limits', 'ec_information', 'banner'),
          stream('card-help', 'ec_information'),
          stream('card-market-optin', 'ec_optin'),
          stream('card-recharge', 'ec_offers'),
        ],
      });
    if (url.includes('/getDialogDom')) return dialogAnswer();
    if (url.includes('/getReelsDom')) return json({ reels: [] });
    if (url.includes('/notifications')) return json({ unread: 0, notifications: [] });
    return json({ flags: {} });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderHome = () =>
  renderRoutes([{ path: '/newWalletLaunch', element: <HomePage /> }], { at: '/newWalletLaunch' });

describe("the feed's local states", () => {
  it('a card in view for 100 ms is served: counted on the device and told to the bank', async () => {
    renderHome();
    await screen.findByTestId('feed-card-help');
    expect(screen.getByTestId('feed-carousel').textContent).toContain('Title banner-pix-limits');
    act(() => FakeObserver.show('card-help'));
    await vi.waitFor(() =>
      expect(posted).toContainEqual({ stats: [{ storyid: 'card-help', action: 'served' }] }),
    );
    expect(cardStates.of('account-1')['card-help']?.served).toBe(1);
    expect(cardStates.of('account-1')['card-recharge']).toBeUndefined();
  });

  it('skips what this device dismissed, and an interest card seen in 3 visits', async () => {
    cardStates.served('account-1', ['card-market-optin', 'card-market-optin', 'card-market-optin']);
    cardStates.deleted('account-1', 'card-recharge');
    renderHome();
    await screen.findByTestId('feed-card-help');
    expect(screen.queryByTestId('feed-card-market-optin')).toBeNull();
    expect(screen.queryByTestId('feed-card-recharge')).toBeNull();
    fireEvent.click(screen.getByTestId('feed-card-help-dismiss'));
    expect(cardStates.of('account-1')['card-help']?.deleted).toBe(true);
  });

  it('an interest dialog shows once on this device, then no more', async () => {
    dialogAnswer = () => json({ dialog: stream('dialog-optin', 'ec_optin', 'dialog') });
    // the app started just now: the answer is within the 8 s
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
    renderHome();
    expect((await screen.findByTestId('feed-dialog')).dataset.story).toBe('dialog-optin');
    expect(cardStates.of('account-1')['dialog-optin']?.served).toBe(1);
    cleanup();
    renderHome();
    await screen.findByTestId('feed-card-help');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('getDialogDom'))).toHaveLength(
      2,
    );
    expect(screen.queryByTestId('feed-dialog')).toBeNull();
  });
});

describe("the login dialog's failure", () => {
  it("is logged as 'Http error code' plus the message", async () => {
    dialogAnswer = () => json({ status: 503, message: 'Serviço indisponível', details: '' }, 503);
    renderHome();
    await vi.waitFor(() =>
      expect(appLog).toHaveBeenCalledWith(2, 'engage-dialog', 'Http error code 503 Serviço indisponível'),
    );
  });
});
