import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, type LoggedIn, login, registerEvp } from '../../test/bank-helpers.ts';
import { DEMO_CUSTOMERS } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let paulo: LoggedIn;
const PAULO = DEMO_CUSTOMERS.find((c) => c.key === 'paulo') as (typeof DEMO_CUSTOMERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  paulo = await login(t.app, PAULO);
});
afterAll(() => t.close());

const get = (url: string, who: LoggedIn | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/engage/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
const post = (url: string, payload: object, who: LoggedIn | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/engage/${url}`,
    payload,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

interface Feed {
  cards: Array<{
    streamid: string;
    tabid: string;
    storyid: string;
    data: Array<{ id: string; placement: string; title: string }>;
  }>;
}
const stories = async (who: LoggedIn, locale = 'pt-BR') =>
  ((await get(`getdom?locale=${locale}`, who)).json() as Feed).cards.map((c) => c.storyid);

describe('the content-card feed', () => {
  it('answers the cards in force for the customer, as streams, in each language', async () => {
    const answer = await get('getdom?locale=en&tabName=Wallet', paulo);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const feed = answer.json() as Feed;
    expect(feed.cards[0]).toMatchObject({
      streamid: 'engagecards',
      tabid: 'Wallet',
      storyid: 'banner-pix-limits',
      data: [{ id: 'banner-pix-limits_1', placement: 'banner', title: 'Your Pix limits, your way' }],
    });
    expect(feed.cards.map((c) => c.storyid)).toContain('card-pix-key');
    expect((await get('getdom', null)).statusCode).toBe(401);
    expect((await get('getdom?locale=fr', paulo)).statusCode).toBe(400);
  });

  it('targets: the Pix key card only to a customer without a key', async () => {
    const fresh = await login(
      t.app,
      DEMO_CUSTOMERS.find((c) => c.key === 'bruno') as (typeof DEMO_CUSTOMERS)[number],
    );
    expect(await stories(fresh)).toContain('card-pix-key');
    await registerEvp(t.app, fresh);
    expect(await stories(fresh)).not.toContain('card-pix-key');
  });

  it('keeps a dismissed card dismissed for that customer only; a repeat changes nothing; undo brings it back', async () => {
    const dismiss = { stats: [{ storyid: 'card-recharge', action: 'delete' }] };
    expect((await post('eoperations', dismiss, ana)).statusCode).toBe(200);
    expect((await post('eoperations', dismiss, ana)).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('engage_card_action')
      .selectAll()
      .where('card_id', '=', 'card-recharge')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await stories(ana)).not.toContain('card-recharge');
    expect(await stories(paulo)).toContain('card-recharge');
    await post('eoperations', { stats: [{ storyid: 'card-recharge', action: 'undodelete' }] }, ana);
    expect(await stories(ana)).toContain('card-recharge');
  });

  it('refuses a card the customer is not in the audience of, and bad input, keeping nothing', async () => {
    const before = await t.db.selectFrom('engage_card_action').selectAll().execute();
    expect(
      (await post('eoperations', { stats: [{ storyid: 'dialog-welcome', action: 'served' }] }, ana))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('eoperations', { stats: [{ storyid: 'nothing', action: 'delete' }] }, ana)).statusCode,
    ).toBe(404);
    expect(
      (await post('eoperations', { stats: [{ storyid: 'card-help', action: 'explode' }] }, ana)).statusCode,
    ).toBe(400);
    expect((await post('eoperations', { stats: [] }, ana)).statusCode).toBe(400);
    expect(await t.db.selectFrom('engage_card_action').selectAll().execute()).toHaveLength(before.length);
  });

  it('shows the welcome dialog once, to the customer it is listed for', async () => {
    expect((await get('getDialogDom?locale=pt-BR', ana)).json()).toEqual({ dialog: null });
    const first = (await get('getDialogDom?locale=pt-BR', paulo)).json() as { dialog: { storyid: string } };
    expect(first.dialog.storyid).toBe('dialog-welcome');
    await post('eoperations', { stats: [{ storyid: 'dialog-welcome', action: 'served' }] }, paulo);
    expect((await get('getDialogDom', paulo)).json()).toEqual({ dialog: null });
  });
});

describe('notifications', () => {
  it('a Pix received notifies its customer only, once, unread until read', async () => {
    const key = await registerEvp(t.app, paulo);
    const before = (await get('notifications', paulo)).json() as { unread: number };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/receive',
      payload: { chave: key, valor: 42.5, ispb: '90400001' },
    });
    expect(sent.statusCode).toBe(200);
    const after = (await get('notifications', paulo)).json() as {
      unread: number;
      notifications: Array<{
        id: string;
        kind: string;
        amount: number;
        read: boolean;
        counterparty: string | null;
      }>;
    };
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0]).toMatchObject({ kind: 'PIX_RECEIVED', amount: 42.5, read: false });
    const id = after.notifications[0]?.id as string;
    // Ana sees none of Paulo's, and cannot mark his read
    const anas = (await get('notifications', ana)).json() as { notifications: Array<{ id: string }> };
    expect(anas.notifications.map((n) => n.id)).not.toContain(id);
    expect((await post('notifications/read', { ids: [id] }, ana)).json()).toEqual({ marked: 0 });
    expect((await post('notifications/read', { ids: ['x'] }, paulo)).statusCode).toBe(400);
    expect((await post('notifications/read', { ids: [id] }, paulo)).json()).toEqual({ marked: 1 });
    const read = (await get('notifications', paulo)).json() as {
      unread: number;
      notifications: Array<{ read: boolean }>;
    };
    expect(read.unread).toBe(before.unread);
    expect(read.notifications[0]?.read).toBe(true);
    expect((await post('notifications/read', {}, paulo)).statusCode).toBe(200);
  });

  it('the seeded history’s notifications are already read', async () => {
    const unread = await t.db.selectFrom('notification').select('id').where('read_at', 'is', null).execute();
    expect(unread.length).toBeLessThanOrEqual(1);
  });
});

describe('opt-ins (product backend)', () => {
  const optin = (method: 'GET' | 'POST', url: string, who: LoggedIn | null, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/product/${url}`,
      ...(payload ? { payload } : {}),
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });

  it('starts undecided, keeps pending, in and out, with a record line per change and none for a repeat', async () => {
    expect((await optin('GET', 'getOptinStatus/market', paulo)).json()).toMatchObject({
      purpose: 'market',
      status: 'UNDECIDED',
      updatedAt: null,
      history: [],
    });
    const body = { purpose: 'push', textVersion: 'push-1', locale: 'pt-BR' };
    expect((await optin('POST', 'preUpdateOptin', paulo, body)).json()).toMatchObject({ status: 'PENDING' });
    await optin('POST', 'setOptinStatus', paulo, { ...body, status: 'OPTED_IN' });
    await optin('POST', 'setOptinStatus', paulo, { ...body, status: 'OPTED_IN' });
    const out = (
      await optin('POST', 'setOptinStatus', paulo, { ...body, status: 'OPTED_OUT', locale: 'en' })
    ).json() as {
      status: string;
      history: Array<{ status: string; recordedAt: string; textVersion: string; locale: string }>;
    };
    expect(out.status).toBe('OPTED_OUT');
    expect(out.history.map((h) => h.status)).toEqual(['OPTED_OUT', 'OPTED_IN', 'PENDING']);
    expect(out.history[0]).toMatchObject({ textVersion: 'push-1', locale: 'en' });
    expect(Number.isNaN(Date.parse(out.history[0]?.recordedAt ?? ''))).toBe(false);
    // Ana's is her own
    expect((await optin('GET', 'getOptinStatus/push', ana)).json()).toMatchObject({ status: 'UNDECIDED' });
  });

  it('refuses bad input and a caller without a session, changing nothing', async () => {
    const before = await t.db.selectFrom('consent_record').select('id').execute();
    expect((await optin('GET', 'getOptinStatus/sms', paulo)).statusCode).toBe(400);
    expect(
      (
        await optin('POST', 'setOptinStatus', paulo, {
          purpose: 'market',
          status: 'PENDING',
          textVersion: 'm-1',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await optin('POST', 'setOptinStatus', paulo, {
          purpose: 'market',
          status: 'OPTED_IN',
          textVersion: 'm 1',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await optin('POST', 'setOptinStatus', null, {
          purpose: 'market',
          status: 'OPTED_IN',
          textVersion: 'm-1',
        })
      ).statusCode,
    ).toBe(401);
    expect(await t.db.selectFrom('consent_record').select('id').execute()).toHaveLength(before.length);
  });
});
