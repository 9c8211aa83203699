import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { ContractsTermsPage } from './contracts-terms-page.tsx';
import { InsurancePage } from './insurance-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const CONTRACT = {
  idContrato: '5f0c2d4e-8a7e-4f51-9c1a-0d2e3f4a5b6c',
  statusContrato: 'VIGENTE',
  modeloAparelho: 'Lumi Go 128 GB Amarelo Sol',
  dataFinanciamento: '2026-10-05',
  dataAceite: '2026-10-05T11:00:05-03:00',
  numeroDeParcelas: 18,
  seguro: { nome: 'Seguro Roubo e Dano Acidental', sku: 'SEG-CEL-SANDBOX-0001', valor: 539.73 },
};
const SETTLED = {
  ...CONTRACT,
  idContrato: 'a-2',
  statusContrato: 'QUITADO',
  seguro: null,
  modeloAparelho: 'Nimbo',
};

function answers(terms: boolean, contracts: unknown[]) {
  vi.mocked(bank.call).mockImplementation(async (path: string, body?: Record<string, unknown>) => {
    if (path === 'cliente/obter-termo-assinado') {
      return {
        termo: terms
          ? {
              titulo: 'Termos de uso da conta Carteira',
              tipoConteudo: 'text/plain',
              conteudo: 'Primeiro.\n\nSegundo.',
              assinadoEm: '2026-10-01T09:00:00-03:00',
            }
          : null,
      };
    }
    if (path === 'cliente/obter-declaracao-de-residencia-assinada') {
      return {
        termo: terms
          ? {
              titulo: 'Declaração de residência',
              tipoConteudo: 'text/plain',
              conteudo: 'Eu, Joana, declaro.',
              assinadoEm: '2026-10-01T09:00:00-03:00',
            }
          : null,
      };
    }
    if (path === 'financiamento/mobile/contas/contratos/assinados') return { contratos: contracts };
    if (path === 'financiamento/mobile/contas/contratos/ccb') {
      return {
        idContrato: body?.idContrato,
        titulo: 'Cédula de Crédito Bancário',
        tipoConteudo: 'text/html',
        dataAceite: CONTRACT.dataAceite,
        conteudo: '<!doctype html><p>CCB <script>alert(1)</script></p>',
      };
    }
    throw new Error(`unexpected ${path}`);
  });
}

/** jsdom's Blob has no text(): read it as a browser did before. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/contractsAndTerms', element: <ContractsTermsPage /> },
      { path: '/insurance', element: <InsurancePage /> },
      { path: '/financing', element: <p>financing</p> },
    ],
    { at: path },
  );
}

beforeEach(() => {
  vi.mocked(bank.call).mockReset();
  signInForTest({ name: 'Joana', cpf: '39053344705' });
});

describe('/contractsAndTerms', () => {
  it('lists the signed terms and every contract, reads a term as text and goes back to the list', async () => {
    answers(true, [CONTRACT, SETTLED]);
    const router = renderAt('/contractsAndTerms');
    const terms = await screen.findByTestId('document-terms-of-use');
    expect(terms.textContent).toContain('Termos de uso da conta');
    expect(terms.textContent).toContain('Assinado em 01/10/2026');
    expect(screen.getByTestId('document-address-declaration')).toBeTruthy();
    const contracts = await screen.findAllByTestId('document-ccb');
    expect(contracts.map((c) => c.textContent)).toEqual([
      'Contrato (CCB) do Lumi Go 128 GB Amarelo SolEm vigor · Aceito em 05/10/2026Ler',
      'Contrato (CCB) do NimboQuitado · Aceito em 05/10/2026Ler',
    ]);
    fireEvent.click(terms.querySelector('button') as HTMLButtonElement);
    expect((await screen.findByTestId('document-text')).textContent).toBe('Primeiro.\n\nSegundo.');
    expect(router.state.location.state).toEqual({ document: { kind: 'terms-of-use' } });
    await router.navigate(-1);
    expect(await screen.findByTestId('document-terms-of-use')).toBeTruthy();
  });

  it('shows the contract in a frame that runs no script, and downloads it as HTML', async () => {
    answers(false, [CONTRACT]);
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:ccb';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/contractsAndTerms');
    expect(
      await screen.findByText(
        'Sua conta não foi aberta pelo aplicativo, então não há termos assinados aqui.',
      ),
    ).toBeTruthy();
    fireEvent.click((await screen.findByTestId('document-ccb')).querySelector('button') as HTMLButtonElement);
    const frame = (await screen.findByTestId('document-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('CCB');
    expect(vi.mocked(bank.call)).toHaveBeenCalledWith('financiamento/mobile/contas/contratos/ccb', {
      idContrato: CONTRACT.idContrato,
    });
    fireEvent.click(screen.getByTestId('document-download'));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0]?.type).toBe('text/html;charset=utf-8');
    expect(await textOf(created[0] as Blob)).toContain('<p>CCB');
  });

  it('says when there is no contract', async () => {
    answers(false, []);
    renderAt('/contractsAndTerms');
    expect(await screen.findByText('Você não tem contratos de financiamento.')).toBeTruthy();
  });
});

describe('/insurance', () => {
  it('shows the insurance of each insured contract and opens its contract', async () => {
    answers(false, [CONTRACT, SETTLED]);
    const router = renderAt('/insurance');
    const cards = await screen.findAllByTestId('insurance-card');
    expect(cards).toHaveLength(1);
    expect(screen.getByTestId('insurance-name').textContent).toBe('Seguro Roubo e Dano Acidental');
    expect(screen.getByTestId('insurance-value').textContent).toBe('R$ 539,73');
    expect(screen.getByTestId('insurance-state').textContent).toBe('Ativo');
    fireEvent.click(screen.getByTestId('insurance-contract'));
    expect(router.state.location.pathname).toBe('/contractsAndTerms');
    expect(await screen.findByTestId('document-frame')).toBeTruthy();
  });

  it('offers to finance a phone when no contract has insurance', async () => {
    answers(false, [SETTLED]);
    renderAt('/insurance');
    expect((await screen.findByTestId('insurance-empty')).textContent).toContain(
      'Você não tem seguro de celular',
    );
  });
});
