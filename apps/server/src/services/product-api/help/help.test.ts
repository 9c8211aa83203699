import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { foldText, matchesQuery, readHelpKey } from './help.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/product/help/${url}` });

describe('the help content', () => {
  it('reads the en_ prefix as English and refuses an unknown key', () => {
    expect(readHelpKey('faqList')).toEqual({ key: 'faqList', locale: 'pt-BR' });
    expect(readHelpKey('en_timeContent')).toEqual({ key: 'timeContent', locale: 'en' });
    expect(readHelpKey('en_')).toBeUndefined();
    expect(readHelpKey('toString')).toBeUndefined();
  });

  it('searches without accents or case, every word', () => {
    expect(foldText('Pix à Noite')).toBe('pix a noite');
    const article = { title: 'Por que meu Pix à noite foi recusado?', body: 'limite noturno' };
    expect(matchesQuery(article, 'PIX noite')).toBe(true);
    expect(matchesQuery(article, 'pix boleto')).toBe(false);
    expect(matchesQuery(article, ' ')).toBe(true);
  });

  it('lists the FAQ in each language, in the bank’s order, and finds an answer by its words', async () => {
    const pt = (await get('faqList')).json() as { items: Array<{ id: string; title: string }> };
    expect(pt.items[0]).toMatchObject({ id: 'pix-limits', title: 'Quais são os meus limites de Pix?' });
    const en = (await get('en_faqList')).json() as { items: Array<{ id: string; title: string }> };
    expect(en.items[0]).toMatchObject({ id: 'pix-limits', title: 'What are my Pix limits?' });
    const found = (await get('faqList?q=pix%20noturno')).json() as { items: Array<{ id: string }> };
    expect(found.items.map((i) => i.id)).toEqual(['pix-limits', 'pix-night']);
    const answer = await get('faqAnswer?id=boleto-cutoff');
    expect(answer.json().body).toContain('21h');
    expect((await get('en_faqAnswer?id=ted-window')).json().body).toContain('6:30 am to 5 pm');
    expect((await get('faqAnswer?id=nothing-here')).statusCode).toBe(404);
    expect((await get('faqAnswer?id=../x')).statusCode).toBe(400);
  });

  it('serves what the bank edits: a changed answer is read at once', async () => {
    await t.db
      .updateTable('help_article')
      .set({ body: 'Limite diário R$ 4.000,00.' })
      .where('id', '=', 'pix-limits')
      .where('locale', '=', 'pt-BR')
      .execute();
    expect((await get('faqAnswer?id=pix-limits')).json().body).toBe('Limite diário R$ 4.000,00.');
  });

  it('gives the external FAQ, the tariff and time content, and the care channels', async () => {
    const external = (await get('externalFaqList')).json() as { items: Array<{ id: string }> };
    expect(external.items.map((i) => i.id)).toContain('open-account');
    expect((await get('externalFaqAnswer?id=scams')).json().body).toContain('nunca pede');
    expect((await get('tariffContent')).json().items[0].body).toContain('R$ 6,50');
    expect((await get('en_timeContent')).json().items[0].body).toContain('6:30 am to 5 pm');
    const channels = (await get('channels')).json() as { channels: Record<string, { dial: string }> };
    expect(channels.channels.whatsapp?.dial).toMatch(/^55\d{10,11}$/);
    expect(channels.channels.phone?.dial).toMatch(/^0800\d{7}$/);
    expect((await get('en_nothing')).statusCode).toBe(404);
  });
});
