import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, type LoggedIn, login } from '../../../test/bank-helpers.ts';
import { jpegWithExif, pngWithText } from '../../../test/chat-images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signUpload, verifyUpload } from './upload-signature.ts';

const NOW = new Date('2026-11-28T13:00:00Z');
let clock = NOW;
const serverLines: string[] = [];
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    logger: { level: 'debug', stream: { write: (line) => void serverLines.push(line) } },
  });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(() => t.close());

function post(path: string, payload: Record<string, unknown>, who: LoggedIn | null = ana) {
  return t.app.inject({
    method: 'POST',
    url: `/api/product/chat/${path}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload,
  });
}

async function open(who: LoggedIn = ana, extra: Record<string, unknown> = {}) {
  const answer = await post(
    'openTicket',
    { subject: 'Boleto recusado', message: 'O pagamento do boleto falhou.', ...extra },
    who,
  );
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: string; status: string; origin: { route: string; code: number } | null };
}

/** The signed URL, then the PUT of the bytes to it: the file's id. */
async function upload(ticketId: string, bytes: Uint8Array, who: LoggedIn = ana) {
  const grant = await post('secureUrl', { ticketId, contentType: 'image/jpeg', size: bytes.length }, who);
  expect(grant.statusCode).toBe(200);
  const { uploadUrl } = grant.json() as { uploadUrl: string };
  return t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'image/jpeg' },
    payload: Buffer.from(bytes),
  });
}

const sandboxAnswer = (ticketId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/chat/answer', payload: { ticketId, ...body } });

describe('the support chat', () => {
  it('opens a ticket from an error screen with the route and the code only, and lists it with the chatbot flag', async () => {
    const ticket = await open(ana, { origin: { route: '/insertBoleto', code: 40141 } });
    expect(ticket).toMatchObject({ status: 'ABERTO', origin: { route: '/insertBoleto', code: 40141 } });
    const list = await post('ticketsList', {});
    expect(list.statusCode).toBe(200);
    const body = list.json() as { chatbot: boolean; tickets: Array<{ id: string }> };
    expect(body.chatbot).toBe(true);
    expect(body.tickets.map((x) => x.id)).toContain(ticket.id);
    // what failed carries no field of the request: a PIN beside the route is refused, nothing stored
    const before = await t.db.selectFrom('support_ticket').select('id').execute();
    const refused = await post('openTicket', {
      subject: 'Boleto recusado',
      message: 'falhou',
      origin: { route: '/insertBoleto', code: 40141, pin: '1234' },
    });
    expect(refused.statusCode).toBe(400);
    const bad = await post('openTicket', {
      subject: 'Boleto',
      message: 'falhou',
      origin: { route: 'https://evil.example/x', code: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.selectFrom('support_ticket').select('id').execute()).toHaveLength(before.length);
    expect((await post('ticketsList', {}, null)).statusCode).toBe(401);
  });

  it('takes a photo through a signed URL, without its metadata, and shows it to the owner only', async () => {
    const ticket = await open();
    const put = await upload(ticket.id, jpegWithExif());
    expect(put.statusCode).toBe(201);
    const { fileId } = put.json() as { fileId: string };
    const comment = await post('postComment', { ticketId: ticket.id, message: 'Segue a foto', fileId });
    expect(comment.statusCode).toBe(201);

    const read = await post('ticketComments', { ticketId: ticket.id });
    const thread = read.json() as {
      comments: Array<{ author: string; message: string; image: { id: string } | null }>;
    };
    expect(thread.comments.map((c) => c.author)).toEqual(['CLIENTE', 'CLIENTE']);
    expect(thread.comments[1]?.image?.id).toBe(fileId);

    const image = await t.app.inject({
      method: 'GET',
      url: `/api/product/chat/file?id=${fileId}`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.rawPayload.toString('latin1')).not.toContain('Exif');
    expect(image.rawPayload.toString('latin1')).not.toContain('-23.5614');

    // Bruno: Ana's ticket and image answer 40460, and nothing of hers changes
    for (const path of ['ticketComments', 'postRatings', 'secureUrl']) {
      const body =
        path === 'postRatings'
          ? { ticketId: ticket.id, rating: 1 }
          : path === 'secureUrl'
            ? { ticketId: ticket.id, contentType: 'image/png', size: 10 }
            : { ticketId: ticket.id };
      const answer = await post(path, body, bruno);
      expect({ path, status: answer.statusCode, code: answer.json().code }).toEqual({
        path,
        status: 404,
        code: 40460,
      });
    }
    const his = await post('postComment', { ticketId: ticket.id, message: 'intruso' }, bruno);
    expect([his.statusCode, his.json().code]).toEqual([404, 40460]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/product/chat/file?id=${fileId}`,
      headers: { authorization: `Bearer ${bruno.token}` },
    });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 40460]);
    const own = await open(bruno);
    const stolen = await post('postComment', { ticketId: own.id, message: 'x', fileId }, bruno);
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 40460]);
    const after = await post('ticketComments', { ticketId: ticket.id });
    expect((after.json() as { comments: unknown[] }).comments).toHaveLength(2);
    expect(serverLines.join('\n')).not.toContain('Segue a foto');
  });

  it('refuses a signed URL used twice, tampered with, expired, or given other bytes', async () => {
    const ticket = await open();
    const png = pngWithText();
    const grant = await post('secureUrl', {
      ticketId: ticket.id,
      contentType: 'image/png',
      size: png.length,
    });
    const { uploadUrl } = grant.json() as { uploadUrl: string };
    const put = (url: string, bytes: Uint8Array) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'image/png' },
        payload: Buffer.from(bytes),
      });
    expect((await put(uploadUrl.replace(/size=\d+/, 'size=99'), png)).statusCode).toBe(403);
    expect(
      (await put(uploadUrl, new TextEncoder().encode('%PDF-1.7'.padEnd(png.length, ' ')))).statusCode,
    ).toBe(400);
    expect((await put(uploadUrl, png)).statusCode).toBe(201);
    expect((await put(uploadUrl, png)).statusCode).toBe(409);
    const late = await post('secureUrl', { ticketId: ticket.id, contentType: 'image/png', size: png.length });
    clock = new Date(NOW.getTime() + 301_000);
    try {
      expect((await put((late.json() as { uploadUrl: string }).uploadUrl, png)).statusCode).toBe(410);
    } finally {
      clock = NOW;
    }
    const tooLarge = await post('secureUrl', {
      ticketId: ticket.id,
      contentType: 'image/png',
      size: 4 * 1024 * 1024,
    });
    expect(tooLarge.statusCode).toBe(400);
  });

  it('signs the ticket, the owner, the expiry and the size, in constant time', () => {
    const { grant, signature } = signUpload('k'.repeat(40), { ticketId: 't', ownerId: 'o', size: 10 }, NOW);
    expect(verifyUpload('k'.repeat(40), grant, signature, NOW)).toBe('ok');
    expect(verifyUpload('x'.repeat(40), grant, signature, NOW)).toBe('badSignature');
    expect(verifyUpload('k'.repeat(40), { ...grant, ownerId: 'p' }, signature, NOW)).toBe('badSignature');
    expect(verifyUpload('k'.repeat(40), { ...grant, size: 11 }, signature, NOW)).toBe('badSignature');
    expect(verifyUpload('k'.repeat(40), grant, signature, new Date(grant.expires + 1))).toBe('expired');
  });

  it('receives the bank’s reply through the sandbox, is closed, and is rated once', async () => {
    const ticket = await open();
    expect((await post('postRatings', { ticketId: ticket.id, rating: 5 })).statusCode).toBe(409);
    const replied = await sandboxAnswer(ticket.id, { mensagem: 'O boleto já tinha sido pago. Tudo certo!' });
    expect(replied.json()).toMatchObject({ result: { status: 'RESPONDIDO' } });
    const closed = await sandboxAnswer(ticket.id, { encerrar: true });
    expect(closed.json()).toMatchObject({ result: { status: 'FECHADO' } });
    const thread = (await post('ticketComments', { ticketId: ticket.id })).json() as {
      ticket: { status: string };
      comments: Array<{ author: string; message: string }>;
    };
    expect(thread.ticket.status).toBe('FECHADO');
    expect(thread.comments.at(-1)).toMatchObject({
      author: 'BANCO',
      message: 'O boleto já tinha sido pago. Tudo certo!',
    });
    // closed: no more messages, one rating
    expect((await post('postComment', { ticketId: ticket.id, message: 'mais uma' })).statusCode).toBe(409);
    expect((await post('postRatings', { ticketId: ticket.id, rating: 6 })).statusCode).toBe(400);
    const rated = await post('postRatings', { ticketId: ticket.id, rating: 5, comment: 'Rápido' });
    expect(rated.json()).toMatchObject({ rating: 5, ratingComment: 'Rápido' });
    expect((await post('postRatings', { ticketId: ticket.id, rating: 1 })).statusCode).toBe(409);
    expect((await sandboxAnswer(ticket.id, { mensagem: 'de novo' })).statusCode).toBe(404);
  });
});
