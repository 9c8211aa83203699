import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OptionMenu } from './option-menu.tsx';

describe('OptionMenu', () => {
  it('requires a selection before Next', () => {
    const onNext = vi.fn();
    render(
      <OptionMenu
        legend="Documento"
        options={[
          { value: 'rg', label: 'RG' },
          { value: 'cnh', label: 'CNH' },
        ]}
        onNext={onNext}
      />,
    );
    fireEvent.click(screen.getByTestId('option-next'));
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Selecione uma opção para continuar');
    fireEvent.click(screen.getByLabelText('CNH'));
    fireEvent.click(screen.getByTestId('option-next'));
    expect(onNext).toHaveBeenCalledWith('cnh');
  });
});
