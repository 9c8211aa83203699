import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrImage } from './qr-image.tsx';

describe('QrImage', () => {
  it('holds the place, then draws the text as a PNG with its alternative text', async () => {
    const { container } = render(
      <QrImage text="00020126360014br.gov.bcb.pix" alt="Código Pix" testId="qr" />,
    );
    expect(container.querySelector('div.qr-image[aria-hidden="true"]')).not.toBeNull();
    const image = await waitFor(() => screen.getByTestId('qr'));
    expect(image.getAttribute('alt')).toBe('Código Pix');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('draws again when the text changes, never showing the old code for the new one', async () => {
    const { rerender } = render(<QrImage text="first" alt="a" testId="qr" />);
    const first = (await waitFor(() => screen.getByTestId('qr'))).getAttribute('src');
    rerender(<QrImage text="second" alt="a" testId="qr" />);
    expect(screen.queryByTestId('qr')).toBeNull();
    const second = (await waitFor(() => screen.getByTestId('qr'))).getAttribute('src');
    expect(second).not.toBe(first);
  });
});
