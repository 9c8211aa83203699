import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { MyPixKey } from '../api/list-keys.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay, keyTypeMessage } from './key-text.ts';

export interface KeyListProps {
  keys: readonly MyPixKey[];
  onDelete: (key: MyPixKey) => void;
  /** Opens the key's own screen (details, copy, share). */
  onOpen: (key: MyPixKey) => void;
}

/** The account's keys: type and value formatted (a CPF masked), opening the key's details, and a delete action. */
export function KeyList({ keys, onDelete, onOpen }: KeyListProps) {
  const t = useMessages(pixMessages);
  return (
    <ul className="pix-keys">
      {keys.map((key) => (
        <li key={key.value} className="pix-key card" data-testid="pix-key-item" data-key-type={key.type}>
          <button
            type="button"
            className="pix-key__text pix-key__open"
            aria-label={t('keyInfoOpen', { key: keyDisplay(key.type, key.value) })}
            onClick={() => onOpen(key)}
            data-testid="pix-key-open"
          >
            <span className="pix-key__type">{t(keyTypeMessage(key.type))}</span>
            <span className="pix-key__value" data-testid="pix-key-value">
              {keyDisplay(key.type, key.value)}
            </span>
          </button>
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
