import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shellCapabilities } from '../../../native/shell-capabilities.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { OnboardingCallError, onboardingCall } from '../api/onboarding-client.ts';
import { onboardingStart } from '../flow/onboarding-flow.ts';
import { DocumentStep, SelfieStep } from './identity-steps.tsx';

vi.mock('../api/onboarding-client.ts', async (original) => ({
  ...(await original<typeof import('../api/onboarding-client.ts')>()),
  onboardingCall: vi.fn(),
}));
const call = vi.mocked(onboardingCall);
// jose's signing is its own (tested with the server); here, only whether a token goes
vi.mock('../../../native/shell-capabilities.ts', () => ({
  shellCapabilities: vi.fn(() => ({ rneScan: false, releaseBuild: true, adCustomization: true })),
}));
const capabilities = vi.mocked(shellCapabilities);
vi.mock('../api/caf-token.ts', () => ({ makeCafToken: vi.fn(async () => 'token-caf') }));

beforeEach(() => call.mockReset());

/** A GIF whose name and type say JPEG: the browser believes the name, the bank reads the bytes. */
const gifNamedJpg = () => new File(['GIF89a-not-a-jpeg'], 'documento.jpg', { type: 'image/jpeg' });

function sendFront() {
  renderRoutes([{ path: '/', element: <DocumentStep dispatch={() => {}} /> }], { at: '/' });
  fireEvent.click(screen.getByTestId('document-kind-RG'));
  fireEvent.change(screen.getByTestId('document-front'), { target: { files: [gifNamedJpg()] } });
  fireEvent.click(screen.getByTestId('document-front-use'));
}

describe('the document photo', () => {
  it('says what is wrong with a GIF renamed .jpg that the bank refuses (40030)', async () => {
    call.mockRejectedValueOnce(new OnboardingCallError(40030, 400, undefined, undefined));
    sendFront();
    expect(await screen.findByText(/não é uma foto JPEG ou PNG/)).toBeTruthy();
    expect(screen.queryByText(/Alguns dados não estão corretos/)).toBeNull();
    expect(call).toHaveBeenCalledWith('POST', 'cliente/enviar-documento', expect.anything());
  });

  it('says a photo is over 2 MB when the bank refuses it for its size (40031)', async () => {
    call.mockRejectedValueOnce(new OnboardingCallError(40031, 400, undefined, undefined));
    sendFront();
    expect(await screen.findByText(/passa de 2 MB/)).toBeTruthy();
  });

  it('is reviewed before it is sent: another picture sends nothing, the one kept goes', async () => {
    renderRoutes([{ path: '/', element: <DocumentStep dispatch={() => {}} /> }], { at: '/' });
    fireEvent.click(screen.getByTestId('document-kind-RG'));
    fireEvent.change(screen.getByTestId('document-front'), { target: { files: [gifNamedJpg()] } });
    expect(screen.getByTestId('document-front-review').textContent).toContain(
      'Confira se a foto está nítida',
    );
    fireEvent.click(screen.getByTestId('document-front-retake'));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByTestId('document-front-review')).toBeNull();
    call.mockResolvedValueOnce({ tipoDocumento: 1, frente: true, verso: false });
    fireEvent.change(screen.getByTestId('document-front'), { target: { files: [gifNamedJpg()] } });
    fireEvent.click(screen.getByTestId('document-front-use'));
    await waitFor(() => expect(screen.getByTestId('document-front-label').className).toContain('--done'));
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('the document offered', () => {
  it('is RG or CNH, and the RNE only when the shell scans it', () => {
    renderRoutes([{ path: '/', element: <DocumentStep dispatch={() => {}} /> }], { at: '/' });
    expect(screen.getByTestId('document-kind-RG')).toBeTruthy();
    expect(screen.queryByTestId('document-kind-RNE')).toBeNull();
    cleanup();
    capabilities.mockReturnValue({ rneScan: true, releaseBuild: true, adCustomization: true });
    renderRoutes([{ path: '/', element: <DocumentStep dispatch={() => {}} /> }], { at: '/' });
    expect(screen.getByTestId('document-kind-RNE')).toBeTruthy();
    capabilities.mockReturnValue({ rneScan: false, releaseBuild: true, adCustomization: true });
  });
});

describe('the selfie and the identity check (its four conditions)', () => {
  const OCR = {
    rgNumber: '123456789',
    issueBody: 'SSP',
    issueState: 'SP',
    issueDate: '2012-03-15',
    motherName: 'Maria',
    fatherName: '',
    name: 'JOANA PRADO',
    dob: '1990-05-10',
  };

  function answer(flags: { CAF: boolean; CAF_VALIDATION: boolean }) {
    call.mockImplementation(async (_method, path) => {
      if (path === 'onboarding/funcionalidades') return flags;
      if (path === 'getCAFToken') return { clientId: 'carteira-caf', clientSecret: 'segredo' };
      if (path === 'cliente/extrair-ocr-documento') return OCR;
      return { aprovada: true };
    });
  }

  async function takeSelfie() {
    const dispatch = vi.fn();
    const state = { ...onboardingStart, step: 'selfie' as const, cpf: '41234567801' };
    renderRoutes([{ path: '/', element: <SelfieStep state={state} dispatch={dispatch} /> }], { at: '/' });
    fireEvent.change(screen.getByTestId('selfie-input'), { target: { files: [gifNamedJpg()] } });
    fireEvent.click(screen.getByTestId('selfie-use'));
    await waitFor(() => expect(dispatch).toHaveBeenCalled(), { timeout: 4000 });
    const upload = call.mock.calls.find(([, path]) => path === 'cliente/enviar-documento');
    return { event: dispatch.mock.calls[0]?.[0], body: upload?.[2] as Record<string, unknown> };
  }

  it('runs with both flags on in a release build: the selfie goes with its token', async () => {
    answer({ CAF: true, CAF_VALIDATION: true });
    const { event, body } = await takeSelfie();
    expect(body.tokenCaf).toBe('token-caf');
    expect(event).toMatchObject({ type: 'SELFIE_APPROVED', shouldShowCAF: true, ocr: OCR });
  });

  it('does not run with a flag off, nor in a build that is not a release: no credentials asked, no token', async () => {
    answer({ CAF: true, CAF_VALIDATION: false });
    const off = await takeSelfie();
    expect(off.body.tokenCaf).toBeUndefined();
    expect(off.event).toMatchObject({ shouldShowCAF: false });
    expect(call.mock.calls.some(([, path]) => path === 'getCAFToken')).toBe(false);
  });

  it('does not run when the shell is a test build', async () => {
    capabilities.mockReturnValue({ rneScan: false, releaseBuild: false, adCustomization: true });
    answer({ CAF: true, CAF_VALIDATION: true });
    const { body, event } = await takeSelfie();
    expect(body.tokenCaf).toBeUndefined();
    expect(event).toMatchObject({ shouldShowCAF: false });
    capabilities.mockReturnValue({ rneScan: false, releaseBuild: true, adCustomization: true });
  });
});
