import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';

export interface DonePanelProps {
  heading: string;
  text: string;
  action: string;
  onAction: () => void;
}

/** The end of a security flow: a check, what changed, and where to go next. */
export function DonePanel({ heading, text, action, onAction }: DonePanelProps) {
  return (
    <div className="flow-form done" data-testid="security-done">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{heading}</h2>
      <p className="done__text">{text}</p>
      <div className="page-actions">
        <Button onClick={onAction} data-testid="security-done-action">
          {action}
        </Button>
      </div>
    </div>
  );
}
