import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { InvoicesPage } from './invoices-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

const renderInvoices = () =>
  renderRoutes(
    [
      { path: '/creditCardInvoiceHistory', element: <InvoicesPage /> },
      { path: '/gccFirstAccess', element: <p data-testid="first-access" /> },
    ],
    { at: '/creditCardInvoiceHistory' },
  );

beforeEach(() => {
  call.mockReset();
  signInForTest();
});

describe('/creditCardInvoiceHistory', () => {
  it('tells a customer without a credit card there is none, and leads to the card', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao-garantia/contratacao/situacao') return { situacao: 'NAO_CONTRATADO' };
      throw new BankError(40406, 404, 'error.cardNotFound');
    });
    const router = renderInvoices();
    expect(await screen.findByText('Você ainda não tem cartão de crédito')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar o cartão agora.')).toBeNull();
    fireEvent.click(screen.getByTestId('cc-invoices-get-card'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gccFirstAccess'));
  });

  it('reads the invoices’ 40406 as no card even before the card status answers', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao-garantia/contratacao/situacao') return new Promise(() => {});
      throw new BankError(40406, 404, 'error.cardNotFound');
    });
    renderInvoices();
    expect(await screen.findByTestId('cc-invoices-no-card')).toBeTruthy();
  });

  it('still offers a retry when the invoices fail for another reason', async () => {
    call.mockImplementation(async (path: string) => {
      if (path === 'cartao-garantia/contratacao/situacao') return { situacao: 'CONTRATADO' };
      throw new BankError(50000, 500, 'error.technicalIssue');
    });
    renderInvoices();
    expect(await screen.findByText('Não foi possível carregar o cartão agora.')).toBeTruthy();
    expect(screen.queryByTestId('cc-invoices-no-card')).toBeNull();
  });
});
