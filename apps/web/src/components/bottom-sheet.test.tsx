import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet.tsx';

/** A caller as most are written: an inline onClose, a new function on every render. */
function SheetWithField({ onClosed }: { onClosed: () => void }) {
  const [value, setValue] = useState('');
  return (
    <BottomSheet open title="Alterar" onClose={() => onClosed()}>
      <input data-testid="field" value={value} onChange={(event) => setValue(event.target.value)} />
    </BottomSheet>
  );
}

describe('BottomSheet', () => {
  it('takes focus when it opens and gives it back when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(
      <BottomSheet open title="Título" onClose={() => {}}>
        <p>corpo</p>
      </BottomSheet>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(
      <BottomSheet open={false} title="Título" onClose={() => {}}>
        <p>corpo</p>
      </BottomSheet>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves focus in a field while the caller re-renders with a new onClose on each keystroke', () => {
    render(<SheetWithField onClosed={() => {}} />);
    const field = screen.getByTestId('field') as HTMLInputElement;
    field.focus();
    for (const value of ['1', '12', '120']) {
      fireEvent.change(field, { target: { value } });
      expect(document.activeElement).toBe(field);
    }
    expect(field.value).toBe('120');
  });

  it('closes on Escape with the latest onClose', () => {
    const onClosed = vi.fn();
    render(<SheetWithField onClosed={onClosed} />);
    fireEvent.change(screen.getByTestId('field'), { target: { value: '1' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
