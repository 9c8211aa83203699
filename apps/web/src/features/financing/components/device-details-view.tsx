import { Button } from '../../../components/button.tsx';
import { Carousel } from '../../../components/carousel.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import type { DeviceDetails, DeviceSpecs, Sku } from '../flow/device-types.ts';
import { brl } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';
import { SkuPickers } from './sku-pickers.tsx';
import { keepUnitsTogether } from './spec-text.ts';

const SPECS: ReadonlyArray<[keyof DeviceSpecs, Parameters<DeviceT>[0]]> = [
  ['system', 'specSystem'],
  ['displaySize', 'specDisplay'],
  ['cameraBack', 'specCameraBack'],
  ['cameraFront', 'specCameraFront'],
  ['battery', 'specBattery'],
  ['charger', 'specCharger'],
  ['processor', 'specProcessor'],
  ['memory', 'specMemory'],
];

function specValue(specs: DeviceSpecs, key: keyof DeviceSpecs): string {
  if (key === 'displaySize' && specs.displayFrequency)
    return `${specs.displaySize}, ${specs.displayFrequency}`;
  if (key === 'processor' && specs.processorFrequency)
    return `${specs.processor}, ${specs.processorFrequency}`;
  return specs[key];
}

/** device_details: 5 images, colour and storage, the spec summary, an approximate instalment and next. */
export function DeviceDetailsView({
  t,
  details,
  sku,
  dispatch,
}: {
  t: DeviceT;
  details: DeviceDetails;
  sku: Sku;
  dispatch: DeviceDispatch;
}) {
  const snackbar = useSnackbar();
  return (
    <div className="flow-form" data-testid="device-details">
      <Carousel
        key={sku.skuId}
        images={sku.images.slice(0, 5)}
        alt={`${sku.name} ${sku.color}`}
        dotLabel={(n, total) => t('imageDot', { n, total })}
      />
      <h2 className="flow-heading" data-testid="device-name">
        {sku.name}
      </h2>
      <SkuPickers
        t={t}
        details={details}
        sku={sku}
        onColor={(color) => dispatch({ type: 'COLOR_PICKED', color })}
        onStorage={(storage) => dispatch({ type: 'STORAGE_PICKED', storage })}
        onUnavailable={() => snackbar.show({ text: t('combinationUnavailable'), tone: 'error' })}
      />
      <div className="card device-price">
        <p className="device-price__installment amount" data-testid="device-installment">
          {t('approxInstallment', { value: brl(sku.installmentValue) })}
        </p>
        <p className="muted amount" data-testid="device-price">
          {t('price', { value: brl(sku.storePrice) })}
        </p>
        <p className="device-price__note">{t('approxNote')}</p>
      </div>
      <section className="card" aria-labelledby="device-specs">
        <h3 id="device-specs" className="device-section-title">
          {t('specsHeading')}
        </h3>
        <dl className="review">
          {SPECS.map(([key, label]) => (
            <div key={key} className="review__row">
              <dt>{t(label)}</dt>
              <dd>{keepUnitsTogether(specValue(sku.specs, key))}</dd>
            </div>
          ))}
          <div className="review__row">
            <dt>{t('specStorage')}</dt>
            <dd>{sku.storage}</dd>
          </div>
        </dl>
      </section>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'DETAILS_CONFIRMED' })} data-testid="device-next">
          {t('next')}
        </Button>
      </div>
    </div>
  );
}
