import { Icon, type IconName } from '../../../components/icon.tsx';

export interface PixAction {
  id: string;
  icon: IconName;
  label: string;
  description: string;
  onSelect: () => void;
}

/** A column of large actions, each a card with an icon, a label and a line of description. */
export function ActionList({ actions }: { actions: readonly PixAction[] }) {
  return (
    <ul className="pix-actions">
      {actions.map((action) => (
        <li key={action.id}>
          <button
            type="button"
            className="pix-action card"
            onClick={action.onSelect}
            data-testid={`pix-action-${action.id}`}
          >
            <span className="pix-action__icon">
              <Icon name={action.icon} />
            </span>
            <span className="pix-action__text">
              <span className="pix-action__label">{action.label}</span>
              <span className="pix-action__description">{action.description}</span>
            </span>
            <span className="pix-action__chevron">
              <Icon name="chevron-right" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
