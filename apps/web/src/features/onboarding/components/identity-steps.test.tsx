import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { OnboardingCallError, onboardingCall } from '../api/onboarding-client.ts';
import { DocumentStep } from './identity-steps.tsx';

vi.mock('../api/onboarding-client.ts', async (original) => ({
  ...(await original<typeof import('../api/onboarding-client.ts')>()),
  onboardingCall: vi.fn(),
}));
const call = vi.mocked(onboardingCall);

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
