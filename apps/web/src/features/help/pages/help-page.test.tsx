import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { HelpPage } from './help-page.tsx';

const asked: string[] = [];

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const FAQ = {
  faqList: [
    { id: 'pix-night', title: 'Por que meu Pix à noite foi recusado?' },
    { id: 'ted-window', title: 'Quando uma TED é enviada?' },
  ],
  en_faqList: [
    { id: 'pix-night', title: 'Why was my Pix at night refused?' },
    { id: 'ted-window', title: 'When is a TED sent?' },
  ],
} as const;

beforeEach(() => {
  asked.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    asked.push(url);
    const [path = '', search = ''] = url.replace('/api/product/help/', '').split('?');
    const q = new URLSearchParams(search).get('q') ?? '';
    if (path === 'faqList' || path === 'en_faqList') {
      const items = FAQ[path].filter((i) => i.title.toLowerCase().includes(q.toLowerCase()));
      return answer({ items: items.map((i) => ({ ...i, updatedAt: '2026-11-28T12:00:00Z' })) });
    }
    if (path === 'en_faqAnswer') {
      return answer({
        id: 'pix-night',
        title: 'x',
        body: 'Between 8 pm and 6 am the nocturnal limit applies.',
      });
    }
    if (path.endsWith('tariffContent'))
      return answer({ items: [{ id: 'fees', title: 'Fees', body: 'TED: free.' }] });
    if (path.endsWith('timeContent'))
      return answer({ items: [{ id: 'hours', title: 'Hours', body: 'Pix: 24 hours.' }] });
    if (path === 'channels') {
      return answer({
        channels: {
          whatsapp: { display: '(11) 4003-4040', dial: '551140034040' },
          phone: { display: '0800 000 4040', dial: '08000004040' },
        },
      });
    }
    return answer({ status: 404 }, 404);
  });
});
afterEach(() => setLocale('pt-BR'));

describe('/helpPage in English', () => {
  it('reads the en_ content, searches it and opens an answer; without a session offers no chat', async () => {
    setLocale('en');
    renderRoutes([{ path: '/helpPage', element: <HelpPage /> }], { at: '/helpPage' });
    expect(await screen.findByText('Why was my Pix at night refused?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy();
    expect(await screen.findByText('TED: free.')).toBeTruthy();
    expect(await screen.findByText('(11) 4003-4040')).toBeTruthy();
    expect(screen.getByTestId('help-whatsapp').getAttribute('href')).toBe('https://wa.me/551140034040');
    expect(screen.getByTestId('help-phone').getAttribute('href')).toBe('tel:08000004040');
    expect(screen.queryByTestId('help-open-ticket')).toBeNull();

    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'ted' } });
    await waitFor(() => expect(screen.queryByText('Why was my Pix at night refused?')).toBeNull());
    expect(asked).toContain('/api/product/help/en_faqList?q=ted');
    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'nothing' } });
    expect((await screen.findByTestId('help-no-results')).textContent).toBe(
      'No answer with “nothing”. Try other words or open a ticket.',
    );
    fireEvent.change(screen.getByTestId('help-search'), { target: { value: '' } });
    const item = (await screen.findByTestId('faq-pix-night')) as HTMLDetailsElement;
    item.open = true;
    fireEvent(item, new Event('toggle'));
    expect((await screen.findByTestId('faq-pix-night-answer')).textContent).toContain('nocturnal limit');
    expect(asked).toContain('/api/product/help/en_faqAnswer?id=pix-night');
    expect(asked.some((u) => u.includes('/help/faqList'))).toBe(false);
  });
});
