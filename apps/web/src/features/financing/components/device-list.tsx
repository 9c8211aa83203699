import { Icon } from '../../../components/icon.tsx';
import type { Device } from '../flow/device-types.ts';
import { brl } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

/** device_options: each phone with its 18x instalment, total and minimum entry. */
export function DeviceList({
  t,
  devices,
  dispatch,
}: {
  t: DeviceT;
  devices: readonly Device[];
  dispatch: DeviceDispatch;
}) {
  if (devices.length === 0) {
    return (
      <p className="muted" data-testid="device-list-empty">
        {t('noDevices')}
      </p>
    );
  }
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('listHeading')}</h2>
      <ul className="device-list" data-testid="device-list">
        {devices.map((device) => (
          <li key={device.productId}>
            <button
              type="button"
              className="device-card card"
              onClick={() => dispatch({ type: 'DEVICE_CHOSEN', device })}
              data-testid="device-item"
              data-product-id={device.productId}
            >
              <img className="device-card__image" src={device.imageUrl} alt="" />
              <span className="device-card__text">
                <span className="device-card__name">{device.name}</span>
                <span className="device-card__installment amount">
                  {t('upTo18', { value: brl(device.installmentValue) })}
                </span>
                <span className="device-card__meta amount">
                  {t('total', { value: brl(device.totalValue) })}
                </span>
                <span className="device-card__meta amount">
                  {t('minEntry', { value: brl(device.minEntryValue) })}
                </span>
              </span>
              <Icon name="chevron-right" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
