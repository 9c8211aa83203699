import type { DeviceDetails, Sku } from '../flow/device-types.ts';
import { isCombinationAvailable } from '../flow/sku-choice.ts';
import type { DeviceT } from './device-types-ui.ts';

export interface SkuPickersProps {
  t: DeviceT;
  details: DeviceDetails;
  sku: Sku;
  onColor: (color: string) => void;
  onStorage: (storage: string) => void;
  /** An option whose combination with the other choice is not available was pressed. */
  onUnavailable: () => void;
}

/**
 * Colour and storage choices. An option that makes no available sku with the other current choice
 * is struck through; pressing it is refused with 'this device combination is not available'.
 */
export function SkuPickers({ t, details, sku, onColor, onStorage, onUnavailable }: SkuPickersProps) {
  return (
    <>
      <fieldset className="sku-picker">
        <legend className="sku-picker__legend">
          {t('color')}: <strong data-testid="device-color-chosen">{sku.color}</strong>
        </legend>
        <div className="sku-picker__options">
          {details.colors.map((color) => {
            const ok = isCombinationAvailable(details, color.name, sku.storage);
            const chosen = color.name === sku.color;
            return (
              <button
                key={color.name}
                type="button"
                className={`sku-swatch${ok ? '' : ' sku-option--unavailable'}`}
                aria-pressed={chosen}
                aria-label={ok ? color.name : t('unavailable', { name: color.name })}
                onClick={() => (ok ? onColor(color.name) : onUnavailable())}
                data-testid={`device-color-${color.name}`}
                data-available={ok}
              >
                <span className="sku-swatch__dot" style={{ background: color.hex }} />
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="sku-picker">
        <legend className="sku-picker__legend">{t('storage')}</legend>
        <div className="sku-picker__options">
          {details.storages.map((storage) => {
            const ok = isCombinationAvailable(details, sku.color, storage);
            return (
              <button
                key={storage}
                type="button"
                className={`sku-chip${ok ? '' : ' sku-option--unavailable'}`}
                aria-pressed={storage === sku.storage}
                aria-label={ok ? storage : t('unavailable', { name: storage })}
                onClick={() => (ok ? onStorage(storage) : onUnavailable())}
                data-testid={`device-storage-${storage}`}
                data-available={ok}
              >
                {storage}
              </button>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
