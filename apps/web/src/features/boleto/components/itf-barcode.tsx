import { itfWidths } from '@carteira/core/boleto';

export interface ItfBarcodeProps {
  barcode: string;
  label: string;
}

/** The boleto's barcode drawn as SVG (Interleaved 2 of 5), to be read by a scanner at the counter. */
export function ItfBarcode({ barcode, label }: ItfBarcodeProps) {
  const widths = itfWidths(barcode);
  const total = widths.reduce((sum, w) => sum + w, 0);
  let x = 0;
  const bars = widths.map((w, i) => {
    const at = x;
    x += w;
    // biome-ignore lint/suspicious/noArrayIndexKey: the bars never reorder
    return i % 2 === 0 ? <rect key={i} x={at} y={0} width={w} height={50} /> : null;
  });
  return (
    <svg
      className="boleto-barcode"
      viewBox={`0 0 ${total} 50`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="boleto-barcode"
    >
      {bars}
    </svg>
  );
}
