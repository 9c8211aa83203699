import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { MyPixKey } from '../api/list-keys.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay, keyTypeMessage } from './key-text.ts';

export interface KeyListProps {
  keys: readonly MyPixKey[];
  onDelete: (key: MyPixKey) => void;
}

/** The account's keys: type, the value formatted (a CPF masked), and a delete action. */
export function KeyList({ keys, onDelete }: KeyListProps) {
  const t = useMessages(pixMessages);
  return (
    <ul className="pix-keys">
      {keys.map((key) => (
        <li key={key.value} className="pix-key card" data-testid="pix-key-item" data-key-type={key.type}>
          <span className="pix-key__text">
            <span className="pix-key__type">{t(keyTypeMessage(key.type))}</span>
            <span className="pix-key__value" data-testid="pix-key-value">
              {keyDisplay(key.type, key.value)}
            </span>
          </span>
          <button
            type="button"
            className="icon-button pix-key__delete"
            aria-label={`${t('keyDelete')}: ${keyDisplay(key.type, key.value)}`}
            onClick={() => onDelete(key)}
            data-testid="pix-key-delete"
          >
            <Icon name="close" />
          </button>
        </li>
      ))}
    </ul>
  );
}
