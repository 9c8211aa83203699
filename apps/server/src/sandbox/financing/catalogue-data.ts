import type { PhoneColor, PhoneModel, PhoneSku, PhoneSpecs } from '../../services/financing-api/public.ts';

interface ColorDef extends PhoneColor {
  /** ASCII slug used in the sku id. */
  code: string;
}

interface ModelDef {
  productId: string;
  name: string;
  brand: string;
  version?: number;
  specs: Omit<PhoneSpecs, 'rom'>;
  colors: ColorDef[];
  /** Storage -> price in centavos, in display order. */
  prices: [storage: string, priceCents: number][];
  /** "storage/colour code" pairs listed but out of stock (available false). */
  unavailable?: string[];
  /** "storage/colour code" pairs that do not exist at all (no sku). */
  absent?: string[];
}

const storageCode = (storage: string) => storage.toLowerCase().replace(/\s+/g, '');

function buildModel(def: ModelDef): PhoneModel {
  const skus: PhoneSku[] = [];
  for (const [storage, priceCents] of def.prices) {
    for (const color of def.colors) {
      const pair = `${storage}/${color.code}`;
      if (def.absent?.includes(pair)) continue;
      skus.push({
        skuId: `${def.productId}-${storageCode(storage)}-${color.code}`,
        storage,
        colorName: color.name,
        colorHex: color.hex,
        priceCents,
        available: !def.unavailable?.includes(pair),
      });
    }
  }
  const storages = def.prices.map(([storage]) => storage);
  const top = Math.max(...def.prices.map(([, price]) => price));
  return {
    productId: def.productId,
    lmi: (top / 100).toFixed(2),
    name: def.name,
    brand: def.brand,
    version: def.version ?? 1,
    specs: { ...def.specs, rom: storages.join(' / ') },
    colors: def.colors.map(({ name, hex }) => ({ name, hex })),
    storages,
    skus,
  };
}

const DEFS: ModelDef[] = [
  {
    productId: 'nimbo-lite-3',
    name: 'Nimbo Lite 3',
    brand: 'Nimbo',
    specs: {
      system: 'Orion OS 13',
      displaySize: '6,5"',
      displayFrequency: '90 Hz',
      cameraBack: '50 MP + 2 MP',
      cameraFront: '8 MP',
      battery: '5000 mAh',
      charger: '18 W',
      processor: 'Octa-core N3',
      processorFrequency: '2,0 GHz',
      memory: '4 GB',
    },
    colors: [
      { code: 'branco-neve', name: 'Branco Neve', hex: '#F2F2F0' },
      { code: 'rosa-quartzo', name: 'Rosa Quartzo', hex: '#E8B4B8' },
      { code: 'azul-ceu', name: 'Azul Céu', hex: '#8EC5FC' },
    ],
    prices: [
      ['64 GB', 119_900],
      ['128 GB', 139_900],
    ],
    absent: ['64 GB/rosa-quartzo'],
  },
  {
    productId: 'lumi-go',
    name: 'Lumi Go',
    brand: 'Lumi',
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,6"',
      displayFrequency: '90 Hz',
      cameraBack: '50 MP',
      cameraFront: '13 MP',
      battery: '5000 mAh',
      charger: '25 W',
      processor: 'Octa-core L5',
      processorFrequency: '2,2 GHz',
      memory: '6 GB',
    },
    colors: [
      { code: 'amarelo-sol', name: 'Amarelo Sol', hex: '#F5C518' },
      { code: 'lilas', name: 'Lilás', hex: '#B39DDB' },
    ],
    prices: [['128 GB', 179_900]],
  },
  {
    productId: 'orbe-s2',
    name: 'Orbe S2',
    brand: 'Orbe',
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,4"',
      displayFrequency: '120 Hz',
      cameraBack: '64 MP + 8 MP',
      cameraFront: '16 MP',
      battery: '4800 mAh',
      charger: '33 W',
      processor: 'Octa-core O7',
      processorFrequency: '2,4 GHz',
      memory: '8 GB',
    },
    colors: [
      { code: 'verde-floresta', name: 'Verde Floresta', hex: '#2E5E4E' },
      { code: 'areia', name: 'Areia', hex: '#D8C8A8' },
    ],
    prices: [
      ['128 GB', 219_900],
      ['256 GB', 249_900],
    ],
  },
  {
    productId: 'aurora-x5',
    name: 'Aurora X5',
    brand: 'Aurora',
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,7"',
      displayFrequency: '120 Hz',
      cameraBack: '108 MP + 12 MP + 5 MP',
      cameraFront: '32 MP',
      battery: '5000 mAh',
      charger: '45 W',
      processor: 'Octa-core A9',
      processorFrequency: '2,8 GHz',
      memory: '8 GB',
    },
    colors: [
      { code: 'preto-grafite', name: 'Preto Grafite', hex: '#2B2D31' },
      { code: 'azul-oceano', name: 'Azul Oceano', hex: '#1F4E79' },
      { code: 'verde-menta', name: 'Verde Menta', hex: '#9FD8C3' },
    ],
    prices: [
      ['128 GB', 249_900],
      ['256 GB', 289_900],
    ],
    unavailable: ['256 GB/verde-menta'],
  },
  {
    productId: 'vertice-v12',
    name: 'Vértice V12',
    brand: 'Vértice',
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,6"',
      displayFrequency: '144 Hz',
      cameraBack: '64 MP + 13 MP',
      cameraFront: '20 MP',
      battery: '4700 mAh',
      charger: '67 W',
      processor: 'Octa-core V12',
      processorFrequency: '3,0 GHz',
      memory: '12 GB',
    },
    colors: [
      { code: 'grafite', name: 'Grafite', hex: '#3A3F44' },
      { code: 'dourado', name: 'Dourado', hex: '#C9A227' },
      { code: 'vinho', name: 'Vinho', hex: '#6D1A36' },
    ],
    prices: [
      ['128 GB', 329_900],
      ['256 GB', 369_900],
    ],
    absent: ['128 GB/dourado'],
  },
  {
    productId: 'aurora-x5-pro',
    name: 'Aurora X5 Pro',
    brand: 'Aurora',
    version: 2,
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,8"',
      displayFrequency: '120 Hz',
      cameraBack: '200 MP + 50 MP + 12 MP',
      cameraFront: '32 MP',
      battery: '5200 mAh',
      charger: '65 W',
      processor: 'Octa-core A9 Pro',
      processorFrequency: '3,2 GHz',
      memory: '12 GB',
    },
    colors: [
      { code: 'titanio', name: 'Titânio', hex: '#8A8D91' },
      { code: 'preto', name: 'Preto', hex: '#1C1C1E' },
    ],
    prices: [
      ['256 GB', 499_900],
      ['512 GB', 579_900],
    ],
  },
  {
    productId: 'kuara-k8-max',
    name: 'Kuara K8 Max',
    brand: 'Kuara',
    specs: {
      system: 'Orion OS 14',
      displaySize: '6,9"',
      displayFrequency: '144 Hz',
      cameraBack: '200 MP + 50 MP + 50 MP',
      cameraFront: '50 MP',
      battery: '5500 mAh',
      charger: '100 W',
      processor: 'Octa-core K8',
      processorFrequency: '3,4 GHz',
      memory: '16 GB',
    },
    colors: [
      { code: 'preto-onix', name: 'Preto Ônix', hex: '#111111' },
      { code: 'prata-lunar', name: 'Prata Lunar', hex: '#C9CCD1' },
      { code: 'azul-profundo', name: 'Azul Profundo', hex: '#0B3D91' },
      { code: 'laranja-por-do-sol', name: 'Laranja Pôr do Sol', hex: '#F26B38' },
    ],
    prices: [
      ['256 GB', 549_900],
      ['512 GB', 619_900],
      ['1 TB', 699_900],
    ],
    unavailable: ['1 TB/azul-profundo'],
    absent: ['1 TB/laranja-por-do-sol'],
  },
];

/** Frozen all the way down: the catalogue is shared by every request. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The catalogue, cheapest first. Listed in src/sandbox/README.md; change both together. */
export const PHONE_MODELS: readonly PhoneModel[] = deepFreeze(DEFS.map(buildModel));
