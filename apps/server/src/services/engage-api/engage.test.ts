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

  it('with the ad customisation off, serves only what is meant for everyone: no list, no targeting', async () => {
    const targeted = await stories(paulo);
    expect(targeted).toContain('card-pix-key');
    const untargeted = ((await get('getdom?locale=pt-BR&adCustomization=false', paulo)).json() as Feed).cards;
    expect(untargeted.map((c) => c.storyid)).not.toContain('card-pix-key');
    expect(untargeted.length).toBeGreaterThan(0);
    expect(untargeted.length).toBeLessThan(targeted.length);
    expect((await get('getDialogDom?locale=pt-BR&adCustomization=false', paulo)).json()).toEqual({
      dialog: null,
    });
    expect((await get('getdom?adCustomization=no', paulo)).statusCode).toBe(400);
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

interface Reel {
  storyid: string;
  streamid: string;
  title: string;
  seen: boolean;
  views: number;
  data: Array<{ id: string; title: string; actionPath: string | null }>;
}
const reels = async (who: LoggedIn, locale = 'pt-BR') =>
  ((await get(`getReelsDom?locale=${locale}`, who)).json() as { reels: Reel[] }).reels;
const sandbox = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/${url}`, payload });

describe('the reels (getReelsDom)', () => {
  it('answers the reels in force, each with its slides in order and its action on the last', async () => {
    const answer = await get('getReelsDom?locale=en&tabName=Wallet', paulo);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const [night, boleto] = (answer.json() as { reels: Reel[] }).reels;
    expect(night).toMatchObject({ storyid: 'reel-pix-night', streamid: 'instafeed', title: 'Pix at night' });
    expect(night?.data.map((d) => d.id)).toEqual([
      'reel-pix-night_0',
      'reel-pix-night_1',
      'reel-pix-night_2',
    ]);
    expect(night?.data[0]?.title).toBe('From 8 pm to 6 am, another limit');
    expect(night?.data.map((d) => d.actionPath)).toEqual([null, null, '/pixLimits']);
    expect(boleto?.storyid).toBe('reel-boleto-hours');
    expect((await reels(paulo))[0]?.title).toBe('Pix à noite');
    expect((await get('getReelsDom', null)).statusCode).toBe(401);
    expect((await get('getReelsDom?tabName=Home', paulo)).statusCode).toBe(400);
  });

  it('a reel watched stays watched for that customer, and counts once among its views', async () => {
    const before = (await reels(ana)).find((r) => r.storyid === 'reel-boleto-hours') as Reel;
    expect(before.seen).toBe(false);
    const view = { stats: [{ storyid: 'reel-boleto-hours', action: 'view' }] };
    expect((await post('eoperations', view, ana)).statusCode).toBe(200);
    expect((await post('eoperations', view, ana)).statusCode).toBe(200);
    const after = (await reels(ana)).find((r) => r.storyid === 'reel-boleto-hours') as Reel;
    expect(after).toMatchObject({ seen: true, views: before.views + 1 });
    const hisView = (await reels(paulo)).find((r) => r.storyid === 'reel-boleto-hours') as Reel;
    expect(hisView).toMatchObject({ seen: false, views: before.views + 1 });
  });

  it('the bank publishes a reel for listed customers through the sandbox door; bad content keeps nothing', async () => {
    const reel = {
      id: 'reel-card-block',
      placement: 'reel',
      cardType: 'ec_information',
      feedType: 'instafeed',
      audience: 'listed',
      cpfs: [ANA.cpf],
      position: 3,
      title: { 'pt-BR': 'Cartão perdido', en: 'Lost card' },
      body: { 'pt-BR': 'Bloqueie na hora', en: 'Block it at once' },
      slides: [
        {
          title: { 'pt-BR': 'Bloqueie pelo app', en: 'Block it in the app' },
          body: { 'pt-BR': 'Em Cartões, toque em Bloquear.', en: 'In Cards, tap Block.' },
        },
      ],
    };
    expect((await sandbox('engage/cards', reel)).statusCode).toBe(200);
    expect((await reels(ana)).map((r) => r.storyid)).toContain('reel-card-block');
    expect((await reels(paulo)).map((r) => r.storyid)).not.toContain('reel-card-block');
    const { slides: _none, ...noSlides } = reel;
    const refused = await sandbox('engage/cards', { ...noSlides, id: 'reel-broken' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 40007]);
    const unknown = await sandbox('engage/cards', { ...reel, id: 'reel-nobody', cpfs: ['00000000000'] });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 40260]);
    const ids = (await t.db.selectFrom('engage_card').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain('reel-broken');
    expect(ids).not.toContain('reel-nobody');
  });
});

describe('a card found useful', () => {
  const item = async (who: LoggedIn, story: string) =>
    (
      (await get('getdom', who)).json() as {
        cards: Array<{ storyid: string; data: Array<{ usefulCount: number; feedback: string | null }> }>;
      }
    ).cards.find((c) => c.storyid === story)?.data[0];

  it('counts the customers who found it useful; each keeps one answer, the later replacing the earlier', async () => {
    const start = (await item(paulo, 'card-help'))?.usefulCount ?? 0;
    await post('eoperations', { stats: [{ storyid: 'card-help', action: 'carduseful' }] }, ana);
    await post('eoperations', { stats: [{ storyid: 'card-help', action: 'carduseful' }] }, ana);
    expect(await item(ana, 'card-help')).toMatchObject({ usefulCount: start + 1, feedback: 'useful' });
    expect(await item(paulo, 'card-help')).toMatchObject({ usefulCount: start + 1, feedback: null });
    await post('eoperations', { stats: [{ storyid: 'card-help', action: 'cardnotuseful' }] }, ana);
    expect(await item(ana, 'card-help')).toMatchObject({ usefulCount: start, feedback: 'not_useful' });
  });
});

describe('dialogs a notification opens', () => {
  const dialog = async (who: LoggedIn, query: string) =>
    (await get(`getDialogDom?${query}`, who)).json() as { dialog: { storyid: string } | null };

  it('are never shown at login, only when a link names them, served or not', async () => {
    expect((await dialog(ana, 'locale=pt-BR')).dialog).toBeNull();
    const opened = await dialog(ana, 'trigger=notification&storyid=dialog-pix-night');
    expect(opened.dialog?.storyid).toBe('dialog-pix-night');
    await post('eoperations', { stats: [{ storyid: 'dialog-pix-night', action: 'served' }] }, ana);
    expect((await dialog(ana, 'trigger=notification&storyid=dialog-pix-night')).dialog?.storyid).toBe(
      'dialog-pix-night',
    );
    // a card is no dialog; someone else's dialog opens nothing; the story id is required
    expect((await dialog(ana, 'trigger=notification&storyid=card-help')).dialog).toBeNull();
    expect((await dialog(ana, 'trigger=notification&storyid=dialog-welcome')).dialog).toBeNull();
    expect((await get('getDialogDom?trigger=notification', ana)).statusCode).toBe(400);
  });
});

describe('notification links', () => {
  interface Note {
    id: string;
    kind: string;
    amount: number | null;
    title: string | null;
    read: boolean;
    link: { storyid: string | null; dialogTrigger: boolean; open_page: string | null; state: object };
  }
  const notes = async (who: LoggedIn, locale = 'pt-BR') =>
    ((await get(`notifications?locale=${locale}`, who)).json() as { unread: number; notifications: Note[] })
      .notifications;

  it('a bank event links to its receipt in the statement', async () => {
    const pix = (await notes(paulo)).find((n) => n.kind === 'PIX_RECEIVED') as Note;
    const row = await t.db
      .selectFrom('notification')
      .select('movement_id')
      .where('id', '=', pix.id)
      .executeTakeFirstOrThrow();
    expect(pix.link).toEqual({
      storyid: null,
      dialogTrigger: false,
      open_page: '/newTransactionHistory',
      state: { receiptFor: row.movement_id },
    });
  });

  it('the bank sends a story that opens its dialog, once, to that customer only, in their language', async () => {
    const send = { cpf: ANA.cpf, storyid: 'dialog-pix-night', dialogTrigger: true };
    const first = await sandbox('engage/notify', send);
    expect(first.statusCode).toBe(200);
    const again = await sandbox('engage/notify', send);
    expect(again.json().result).toEqual({ id: first.json().result.id, created: false });
    const [note] = await notes(ana, 'en');
    expect(note).toMatchObject({
      id: first.json().result.id,
      kind: 'STORY',
      amount: null,
      title: 'Pix at night has its own limit',
      read: false,
      link: { storyid: 'dialog-pix-night', dialogTrigger: true, open_page: null, state: {} },
    });
    expect((await notes(ana))[0]?.title).toBe('Pix à noite tem limite próprio');
    expect((await notes(paulo)).map((n) => n.id)).not.toContain(note?.id);
    const withPage = await sandbox('engage/notify', {
      cpf: ANA.cpf,
      storyid: 'reel-pix-night',
      open_page: '/pixLimits',
    });
    expect(withPage.statusCode).toBe(200);
    expect((await notes(ana))[0]?.link).toEqual({
      storyid: 'reel-pix-night',
      dialogTrigger: false,
      open_page: '/pixLimits',
      state: {},
    });
  });

  it('the door refuses what would not open, keeping nothing', async () => {
    const before = await t.db.selectFrom('notification').select('id').execute();
    const refused = async (payload: object) => {
      const answer = await sandbox('engage/notify', payload);
      return [answer.statusCode, answer.json().error.code];
    };
    expect(await refused({ cpf: ANA.cpf, storyid: 'card-help', dialogTrigger: true })).toEqual([400, 40262]);
    expect(await refused({ cpf: ANA.cpf, storyid: 'card-help', open_page: '/newLogin' })).toEqual([
      400, 40263,
    ]);
    expect(await refused({ cpf: ANA.cpf, storyid: 'card-help', open_page: 'https://x.y' })).toEqual([
      400, 40263,
    ]);
    expect(await refused({ cpf: '00000000000', storyid: 'card-help' })).toEqual([404, 40260]);
    expect(await refused({ cpf: ANA.cpf, storyid: 'dialog-welcome' })).toEqual([404, 40261]);
    expect(await refused({ cpf: ANA.cpf, storyid: 'nothing-here' })).toEqual([404, 40261]);
    expect(await refused({ cpf: ANA.cpf })).toEqual([400, 40007]);
    expect(await t.db.selectFrom('notification').select('id').execute()).toHaveLength(before.length);
  });
});
