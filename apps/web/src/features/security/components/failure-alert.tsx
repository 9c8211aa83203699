import { Icon } from '../../../components/icon.tsx';

/** A refusal of the bank, already translated, above the form. */
export function FailureAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="security__alert" role="alert" data-testid="security-error">
      <Icon name="alert" size={20} />
      <span>{text}</span>
    </div>
  );
}
