import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

const TEXTS = {
  complete: ['completeInfoTitle', 'completeInfo1', 'completeInfo2', 'completeInfo3'],
  extended: ['extendedInfoTitle', 'extendedInfo1', 'extendedInfo2', 'extendedInfo3'],
} as const;

/** complete_warranty and extended_warranty: what the cover includes; back returns to the insurance. */
export function WarrantyInfo({
  t,
  kind,
  dispatch,
}: {
  t: DeviceT;
  kind: 'complete' | 'extended';
  dispatch: DeviceDispatch;
}) {
  const [title, ...paragraphs] = TEXTS[kind];
  return (
    <div className="flow-form" data-testid={`warranty-${kind}`}>
      <div className="financing-hero">
        <Icon name="shield" size={48} />
      </div>
      <h2 className="flow-heading">{t(title)}</h2>
      {paragraphs.map((p) => (
        <p key={p}>{t(p)}</p>
      ))}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => dispatch({ type: 'BACK' })} data-testid="warranty-back">
          {t('insuranceTitle')}
        </Button>
      </div>
    </div>
  );
}
