import { nextWorkingDay } from '../../packages/core/src/calendar/index.ts';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, login, openAs, shot, typePin } from '../support/demo.ts';
import { pageBankToken } from '../support/session-token.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/** The sandbox clearing house's boleto `id`, with its line for the bank's today. */
async function sandboxLine(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get('/api/sandbox/boletos');
  const { result } = (await answer.json()) as {
    result: { boletos: Array<{ id: string; linhaDigitavel: string }> };
  };
  const found = result.boletos.find((b) => b.id === id);
  if (!found) throw new Error(`no sandbox boleto ${id}`);
  return found.linhaDigitavel;
}

/** Up to the PIN of boleto 008 (Internet Fibra Rápida, R$ 119,90), paid today. */
async function boletoUpToPin(page: Page, line: string): Promise<void> {
  await page.goto('/insertBoleto');
  await page.getByTestId('boleto-code').fill(line);
  await page.getByTestId('boleto-code-submit').click();
  await expect(page.getByTestId('boleto-beneficiary')).toHaveText('Internet Fibra Rápida');
  await page.getByTestId('boleto-review-confirm').click();
  await expect(page.getByTestId('pin-digit-1')).toBeVisible();
}

/**
 * A real photo, as a phone makes it: a JPEG drawn by the browser (a boleto's stripes), with an EXIF
 * segment naming the place and the phone put in after its start, as cameras do.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 160;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 320, 160);
    g.fillStyle = '#000';
    for (let x = 10; x < 310; x += 7) g.fillRect(x, 20, x % 3 === 0 ? 3 : 1, 90);
    g.font = '16px sans-serif';
    g.fillText('Internet Fibra Rápida R$ 119,90', 10, 140);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const jpeg = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const exif = Buffer.from('Exif\0\0MM\0*GPS -23.5614,-46.6559 Model Pixel 8', 'latin1');
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]),
    exif,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

test('before logging in, a customer finds in help why a Pix at night was refused, and the fees and hours', async ({
  page,
}) => {
  await page.goto('/helpPage');
  await expect(page.getByRole('heading', { name: 'Ajuda' })).toBeVisible();
  await page.getByTestId('help-search').fill('pix à noite');
  await expect(page.getByTestId('faq-list').locator('details')).toHaveCount(1);
  await expect(page.getByTestId('faq-boleto-cutoff')).toHaveCount(0);
  await page.getByText('Por que meu Pix à noite foi recusado?').click();
  await expect(page.getByTestId('faq-pix-night-answer')).toContainText('Entre 20h e 6h');
  await shot(page, 'help-search');
  await page.getByTestId('help-search').fill('');
  await expect(page.getByTestId('help-tariff')).toContainText('R$ 6,50');
  await expect(page.getByTestId('help-hours')).toContainText('6h30 às 17h');
  await expect(page.getByTestId('help-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+$/);
  // no session: no chat, the rest of help is open
  await expect(page.getByTestId('help-open-ticket')).toHaveCount(0);
  await page.getByTestId('help-external').click();
  await expect(page).toHaveURL(/\/externalHelpPage$/);
  await page.getByText('Como abro uma conta na Carteira?').click();
  await expect(page.getByTestId('faq-open-account-answer')).toContainText('selfie');
  await shot(page, 'help-external');
  // the same page in English reads the en_ content
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
  await page.goto('/helpPage');
  await expect(page.getByText('What are my Pix limits?')).toBeVisible();
  await shot(page, 'help-en');
});

test('Ana’s boleto fails (paid meanwhile on another device); from the error screen she opens a ticket with a photo, the bank replies and closes it, and she rates it; Bruno reads none of it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // a working day at noon, inside the boleto window, whatever the machine's date
  const day = nextWorkingDay(await bankToday(request));
  await moveBankClock(request, `${day}T12:00:00-03:00`);
  await login(page, 'ana');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  const line = await sandboxLine(request, '008');
  await boletoUpToPin(page, line);
  // the same boleto paid on another device before this one's PIN
  const other = await openAs(browser, 'ana');
  await boletoUpToPin(other, line);
  await typePin(other, demo('ana').pin);
  await expect(other.getByTestId('boleto-done')).toBeVisible();
  await other.context().close();
  await typePin(page, demo('ana').pin);
  await expect(page.getByTestId('boleto-failed')).toBeVisible();
  await shot(page, 'help-boleto-failed');

  // "Falar com a gente": the chat carries the route and the code
  await page.getByTestId('boleto-failed-support').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('chat-origin')).toContainText('Pagar boleto e o código 40141');
  await expect(page.getByTestId('chat-bot')).toContainText('Olá, Ana!');
  await page
    .getByTestId('chat-message')
    .fill('Paguei o boleto da internet e deu erro. Segue a foto do boleto.');
  await page.getByTestId('chat-photo').setInputFiles({
    name: 'boleto.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(page),
  });
  await expect(page.getByTestId('chat-photo-name')).toContainText('boleto.jpg');
  await shot(page, 'help-chat-new-ticket');
  await page.getByTestId('chat-send').click();

  const thread = page.getByTestId('ticket-thread');
  await expect(thread).toHaveAttribute('data-status', 'ABERTO');
  const ticketId = (await thread.getAttribute('data-ticket-id')) ?? '';
  const image = page.getByTestId('chat-image');
  await expect(image).toBeVisible();
  const fileId = (await image.getAttribute('data-file-id')) ?? '';
  // the stored photo has lost its EXIF (the place and the phone)
  const own = await request.get(`/api/product/chat/file?id=${fileId}`, {
    headers: { authorization: `Bearer ${await pageBankToken(page)}` },
  });
  expect(own.headers()['content-type']).toBe('image/jpeg');
  const stored = (await own.body()).toString('latin1');
  expect(stored).toContain('JFIF');
  expect(stored).not.toContain('Exif');
  expect(stored).not.toContain('Pixel 8');
  expect(stored).not.toContain('-23.5614');

  // the bank answers through the sandbox's door: the reply arrives on the open page
  const reply = await request.post('/api/sandbox/chat/answer', {
    data: { ticketId, mensagem: 'Olá, Ana! O boleto foi pago no outro aparelho, uma vez só. Nada a fazer.' },
  });
  expect(reply.ok()).toBe(true);
  await expect(page.locator('[data-author="BANCO"]')).toContainText('uma vez só', { timeout: 15_000 });
  await expect(page.getByTestId('ticket-status')).toHaveText('Respondido');
  // the photo is drawn (a real picture, decoded by the browser)
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
  await shot(page, 'help-chat-reply');
  const closed = await request.post('/api/sandbox/chat/answer', { data: { ticketId, encerrar: true } });
  expect(closed.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('chat-rating')).toBeVisible();
  await page.getByTestId('chat-rating-5').click();
  await page.getByTestId('chat-rating-send').click();
  await expect(page.getByTestId('chat-rated')).toContainText('5 de 5');
  await shot(page, 'help-chat-rated');
  await page.goto('/ChatTicketDisplay');
  await expect(page.locator(`[data-ticket-id="${ticketId}"]`)).toContainText('Encerrado');

  // another customer: Ana's ticket and photo answer 40460
  const bruno = await openAs(browser, 'bruno');
  const token = await pageBankToken(bruno);
  const headers = { authorization: `Bearer ${token}` };
  const comments = await request.post('/api/product/chat/ticketComments', { headers, data: { ticketId } });
  expect([comments.status(), (await comments.json()).code]).toEqual([404, 40460]);
  const photo = await request.get(`/api/product/chat/file?id=${fileId}`, { headers });
  expect([photo.status(), (await photo.json()).code]).toEqual([404, 40460]);
  await bruno.goto('/ChatTicketCommentsPage');
  await expect(bruno).toHaveURL(/\/ChatTicketDisplay$/);
  await bruno.context().close();
});
