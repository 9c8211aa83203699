import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import type { TransferEvent } from '../flow/transfer-flow.ts';
import { TedDetailsStep } from './ted-details-step.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const institution = { code: '901', ispb: '90400001', name: 'Banco Horizonte S.A.' };

function renderStep(dispatch: (event: TransferEvent) => void = () => {}) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <TedDetailsStep
            state={{ step: 'tedDetails', institution, draft: null, amount: 0 as never, description: '' }}
            dispatch={dispatch}
          />
        ),
      },
    ],
    { at: '/' },
  );
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the TED destination form', () => {
  it('masks and upper-cases the holder’s CPF or CNPJ while typing, as the contacts form does', () => {
    renderStep();
    const field = screen.getByTestId('ted-taxId') as HTMLInputElement;
    fill('ted-taxId', '12abc34501de35');
    expect(field.value).toBe('12.ABC.345/01DE-35');
    fill('ted-taxId', '52731986409');
    expect(field.value).toBe('527.319.864-09');
  });

  it('sends the bare CPF or CNPJ on', async () => {
    vi.mocked(bank.call).mockResolvedValue({ valida: true, agencia: '0012' });
    const dispatch = vi.fn();
    renderStep(dispatch);
    fill('ted-name', 'Ateliê Aurora Ltda');
    fill('ted-taxId', '12.abc.345/01de-35');
    fill('ted-agency', '0012');
    fill('ted-account', '45679036');
    fireEvent.click(screen.getByTestId('ted-details-submit'));
    await waitFor(() => expect(dispatch).toHaveBeenCalled());
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ ted: { taxId: '12ABC34501DE35' } });
  });
});
