import { useEffect, useRef, useState } from 'react';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { useGoBack } from '../lib/navigation/use-go-back.ts';
import { Icon, type IconName } from './icon.tsx';

/** The one right-hand action of the top bar. */
export type TopBarAction =
  | { type: 'cancel'; onPress: () => void }
  | { type: 'help'; onPress: () => void }
  | { type: 'settings'; onPress: () => void }
  | { type: 'helpShare'; onHelp: () => void; onShare: () => void }
  | { type: 'more'; onViewTickets: () => void }
  | { type: 'eye'; visible: boolean; onToggle: () => void }
  | { type: 'none' };

export interface TopBarProps {
  title: string;
  /** Inverse bars (a flow's first screen, home) have no back arrow. */
  inverse?: boolean;
  onBack?: () => void;
  action?: TopBarAction;
  /** The notifications bell, before the right-hand action: its unread count and what opens the list. */
  bell?: { unread: number; label: string; onOpen: () => void };
}

function IconButton(props: {
  icon: IconName;
  label: string;
  onPress: () => void;
  testId?: string;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      aria-pressed={props.pressed}
      data-testid={props.testId}
      onClick={props.onPress}
    >
      <Icon name={props.icon} />
    </button>
  );
}

function MoreMenu({
  onViewTickets,
  label,
  entry,
}: {
  onViewTickets: () => void;
  label: string;
  entry: string;
}) {
  const [open, setOpen] = useState(false);
  const fired = useRef(false);
  const entryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) entryRef.current?.focus();
  }, [open]);
  const choose = () => {
    setOpen(false);
    if (fired.current) return;
    fired.current = true;
    onViewTickets();
  };
  return (
    <div className="menu-anchor">
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="more" />
      </button>
      {open ? (
        <div className="menu" role="menu">
          <button type="button" role="menuitem" className="menu__item" onClick={choose} ref={entryRef}>
            {entry}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function RightAction({ action }: { action: TopBarAction }) {
  const t = useMessages(sharedMessages);
  switch (action.type) {
    case 'cancel':
      return <IconButton icon="close" label={t('cancel')} onPress={action.onPress} />;
    case 'help':
      return <IconButton icon="help" label={t('help')} onPress={action.onPress} />;
    case 'settings':
      return <IconButton icon="settings" label={t('settings')} onPress={action.onPress} />;
    case 'helpShare':
      return (
        <div className="top-bar__pair">
          <IconButton icon="help" label={t('help')} onPress={action.onHelp} />
          <IconButton icon="share" label={t('share')} onPress={action.onShare} />
        </div>
      );
    case 'more':
      return <MoreMenu onViewTickets={action.onViewTickets} label={t('more')} entry={t('viewTickets')} />;
    case 'eye':
      return (
        <IconButton
          icon={action.visible ? 'eye' : 'eye-off'}
          label={action.visible ? t('hideValues') : t('showValues')}
          onPress={action.onToggle}
          testId="toggle-values"
        />
      );
    case 'none':
      return <span className="icon-button icon-button--placeholder" aria-hidden="true" />;
  }
}

function Bell({ unread, label, onOpen }: NonNullable<TopBarProps['bell']>) {
  return (
    <button
      type="button"
      className="icon-button top-bar__bell"
      aria-label={label}
      onClick={onOpen}
      data-testid="bell"
    >
      <Icon name="bell" />
      {unread > 0 ? (
        <span className="top-bar__badge" data-testid="bell-unread" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}

export function TopBar({ title, inverse = false, onBack, action = { type: 'none' }, bell }: TopBarProps) {
  const t = useMessages(sharedMessages);
  const goBack = useGoBack();
  return (
    <header className={`top-bar${inverse ? ' top-bar--inverse' : ''}`}>
      {inverse ? (
        <span className="icon-button icon-button--placeholder" aria-hidden="true" />
      ) : (
        <IconButton icon="back" label={t('back')} onPress={onBack ?? goBack} testId="top-bar-back" />
      )}
      <h1 className="top-bar__title">{title}</h1>
      {bell ? (
        <div className="top-bar__pair">
          <Bell {...bell} />
          <RightAction action={action} />
        </div>
      ) : (
        <RightAction action={action} />
      )}
    </header>
  );
}
