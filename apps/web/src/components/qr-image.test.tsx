import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QrImage } from './qr-image.tsx';

// jsdom has no canvas to draw on: the library answers a data URL naming the text and the options.
vi.mock('qrcode', () => ({
  toDataURL: vi.fn(
    async (text: string, options: { errorCorrectionLevel: string; margin: number }) =>
      `data:image/png;base64,${btoa(`${text}|${options.errorCorrectionLevel}|${options.margin}`)}`,
  ),
}));

describe('QrImage', () => {
  it('holds the place, then draws the text with medium correction and a 2-module quiet zone', async () => {
    const { container } = render(
      <QrImage text="00020126360014br.gov.bcb.pix" alt="Código Pix" testId="qr" />,
    );
    expect(container.querySelector('div.qr-image[aria-hidden="true"]')).not.toBeNull();
    const image = await waitFor(() => screen.getByTestId('qr'));
    expect(image.getAttribute('alt')).toBe('Código Pix');
    expect(image.getAttribute('src')).toBe(
      `data:image/png;base64,${btoa('00020126360014br.gov.bcb.pix|M|2')}`,
    );
  });

  it('draws again when the text changes, never showing the old code for the new one', async () => {
    const { rerender } = render(<QrImage text="first" alt="a" testId="qr" />);
    await waitFor(() => screen.getByTestId('qr'));
    rerender(<QrImage text="second" alt="a" testId="qr" />);
    expect(screen.queryByTestId('qr')).toBeNull();
    const second = await waitFor(() => screen.getByTestId('qr'));
    expect(second.getAttribute('src')).toBe(`data:image/png;base64,${btoa('second|M|2')}`);
  });
});
