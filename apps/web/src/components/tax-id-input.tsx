import { formatCnpj, formatCpf, stripCnpj } from '@carteira/core/br';
import { TextInput, type TextInputProps } from './text-input.tsx';

/** The longest typed CPF or CNPJ with its punctuation: 00.000.000/0000-00. */
const TAX_ID_TYPED_MAX = 18;

/**
 * A CPF or CNPJ as it is typed: masked once it has the characters of one (11 digits a CPF, 14 a
 * CNPJ, letters allowed in the CNPJ's first 12 since 2026), upper case all along.
 */
export function formatTaxIdTyping(text: string): string {
  const id = stripCnpj(text);
  if (id.length === 11 && /^\d+$/.test(id)) return formatCpf(id);
  if (id.length === 14) return formatCnpj(id);
  return id;
}

export type TaxIdInputProps = Omit<
  TextInputProps,
  'kind' | 'format' | 'maxLength' | 'digitsOnly' | 'inputMode'
>;

/**
 * The one CPF/CNPJ field of the app (contacts, TED, Pix by agency and account): masks and upper-cases
 * while typing, and hands back the bare characters (upper case, no punctuation).
 */
export function TaxIdInput({ onValueChange, ...props }: TaxIdInputProps) {
  return (
    <TextInput
      {...props}
      kind="text"
      maxLength={TAX_ID_TYPED_MAX}
      format={formatTaxIdTyping}
      autoComplete={props.autoComplete ?? 'off'}
      onValueChange={(typed) => onValueChange(stripCnpj(typed))}
    />
  );
}
