import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, type LoggedIn, login } from '../../test/bank-helpers.ts';
import { jpegWithExif } from '../../test/chat-images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(() => t.close());

const post = (url: string, payload: object, who: LoggedIn) =>
  t.app.inject({
    method: 'POST',
    url: `/api/engage/${url}`,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
  });

const aboutCard = (cardId: string | undefined, message = 'Não achei a recarga da minha operadora.') => ({
  type: 'problem',
  feedBackJson: {
    deviceId: 'b5f0c2d4-8a7e-4f51-9c1a-0d2e3f4a5b6c',
    locale: 'pt-BR',
    country: 'BR',
    model: 'Linux mobile browser',
    build: '0.1.0',
    ...(cardId === undefined ? {} : { cardId }),
    message,
  },
});

const refusal = (answer: { statusCode: number; json: () => { code?: number } }) => [
  answer.statusCode,
  answer.json().code,
];

describe("a card's feedback (feedBack, image upload)", () => {
  it('keeps the feedback on a card the customer sees, with one photo through a signed URL, stripped of its metadata', async () => {
    const given = await post('feedBack', aboutCard('card-recharge'), ana);
    expect(given.statusCode).toBe(201);
    const { id } = given.json() as { id: string };
    const row = await t.db
      .selectFrom('customer_feedback')
      .select(['card_id', 'type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ card_id: 'card-recharge', type: 'problem' });

    const photo = jpegWithExif();
    const url = await post('imageUpload', { feedbackId: id, size: photo.length }, ana);
    expect(url.statusCode).toBe(201);
    const { uploadUrl, method } = url.json() as { uploadUrl: string; method: string };
    expect([method, uploadUrl.startsWith('/api/engage/imageUpload?feedback=')]).toEqual(['PUT', true]);
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: uploadUrl,
        headers: { 'content-type': 'image/jpeg' },
        payload: Buffer.from(photo),
      });
    const stored = await put();
    expect(stored.statusCode).toBe(201);
    const file = await t.db
      .selectFrom('stored_file')
      .select(['owner_id', 'scope', 'size'])
      .where('id', '=', stored.json().fileId)
      .executeTakeFirstOrThrow();
    expect(file.scope).toBe(`customer_feedback:${id}`);
    expect(file.size).toBeLessThan(photo.length);
    // the URL stores once; the feedback takes one photo
    expect((await put()).statusCode).toBe(409);
    expect(refusal(await post('imageUpload', { feedbackId: id, size: 10 }, ana))).toEqual([409, 40303]);
  });

  it("refuses a card the customer does not see, another customer's feedback, and a URL edited", async () => {
    expect(refusal(await post('feedBack', aboutCard('dialog-welcome'), ana))).toEqual([404, 40300]);
    expect(refusal(await post('feedBack', aboutCard('nothing-here'), ana))).toEqual([404, 40300]);
    expect((await post('feedBack', aboutCard(undefined), ana)).statusCode).toBe(400);

    const mine = (await post('feedBack', aboutCard('card-help', 'A ajuda não fala do TED.'), ana)).json() as {
      id: string;
    };
    expect(refusal(await post('imageUpload', { feedbackId: mine.id, size: 100 }, bruno))).toEqual([
      404, 40301,
    ]);

    const url = (await post('imageUpload', { feedbackId: mine.id, size: 100 }, ana)).json() as {
      uploadUrl: string;
    };
    const edited = url.uploadUrl.replace(/size=100/, 'size=101');
    const put = await t.app.inject({
      method: 'PUT',
      url: edited,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(101),
    });
    expect(put.statusCode).toBe(403);
  });

  it('refuses an image on a feedback that is not about a card', async () => {
    const general = await t.app.inject({
      method: 'POST',
      url: '/api/product/feedBack',
      payload: aboutCard(undefined, 'O extrato poderia ter busca.'),
      headers: { authorization: `Bearer ${bruno.token}` },
    });
    expect(general.statusCode).toBe(201);
    expect(refusal(await post('imageUpload', { feedbackId: general.json().id, size: 100 }, bruno))).toEqual([
      409, 40302,
    ]);
  });
});
