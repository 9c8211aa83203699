import { todayInSaoPaulo } from '@carteira/core/calendar';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { type ContractingRow, json } from '../contracting/contracting.repository.ts';
import { inContracting } from '../contracting/contracting.service.ts';
import { applyEvent, statusOf } from '../contracting/contracting-advance.ts';
import { allows, type ContractingAction } from '../contracting/contracting-status.ts';
import { money } from '../contracting/contracting-view.ts';
import { badRequest, notFound, wrongStatus } from '../financing.errors.ts';
import type { SelectedProductRow } from '../financing.table.ts';
import type { Db } from '../financing-database.ts';
import { type Conditions, listFigures } from '../financing-math.ts';
import type { PhoneCatalogue } from './phone-catalogue.ts';
import type { PhoneModel, PhoneSku } from './phone-model.ts';

export const IMAGE_VIEWS = ['main', 'front', 'back', 'side', 'up'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

export const imageUrl = (skuId: string, view: ImageView) =>
  `/v1/api/product-v3/images/${encodeURIComponent(skuId)}/${view}.svg`;

export const UNAVAILABLE_COMBINATION = 'Esta combinação de aparelho não está disponível';

/** The approved conditions, when the contracting is where the action is allowed; 409 otherwise. */
export function conditionsOf(row: ContractingRow, action: ContractingAction): Conditions {
  if (!allows(action, statusOf(row)) || !row.credit_approved || row.released_amount === null) {
    throw wrongStatus(row.status, 'Esta etapa pede a análise de crédito aprovada');
  }
  return {
    releasedCents: row.released_amount,
    minimumEntryPercentage: row.minimum_entry_percentage ?? 0,
  };
}

function listItem(model: PhoneModel, sku: PhoneSku, conditions: Conditions, today: string) {
  const figures = listFigures(sku.priceCents, conditions, today);
  return {
    id: sku.skuId,
    product_id: model.productId,
    name: model.name,
    image_url: imageUrl(sku.skuId, 'main'),
    store_price: money(sku.priceCents),
    installment_value: money(figures.installmentCents),
    present_value: money(figures.totalCents),
    min_entry_value: money(figures.minimumEntryCents),
  };
}

/** The store's phones with the customer's approved conditions (cheapest available sku of each). */
export async function listProducts(
  db: Db,
  catalogue: PhoneCatalogue,
  caller: FinancingCaller,
  key: string,
  onlyAvailable: boolean,
  now: Date,
) {
  return inContracting(db, caller, key, now, async (_trx, row) => {
    const conditions = conditionsOf(row, 'BROWSE_PRODUCTS');
    const today = todayInSaoPaulo(now);
    const products = [];
    for (const model of catalogue.models) {
      const sku = catalogue.cheapestAvailableSku(model) ?? (onlyAvailable ? undefined : model.skus[0]);
      if (sku) products.push(listItem(model, sku, conditions, today));
    }
    return { products };
  });
}

/** One phone: a detail per sku that exists, its colours and storages. */
export async function productDetails(
  db: Db,
  catalogue: PhoneCatalogue,
  caller: FinancingCaller,
  key: string,
  productId: string,
  now: Date,
) {
  const model = catalogue.findModel(productId);
  if (!model) throw notFound('Aparelho não encontrado', 'Nenhum aparelho com este código na loja');
  return inContracting(db, caller, key, now, async (_trx, row) => {
    const conditions = conditionsOf(row, 'BROWSE_PRODUCTS');
    const today = todayInSaoPaulo(now);
    const deviceDetails = model.skus.map((sku) => {
      const figures = listFigures(sku.priceCents, conditions, today);
      return {
        id: sku.skuId,
        skuId: sku.skuId,
        productId: model.productId,
        lmi: model.lmi,
        version: String(model.version),
        available: sku.available,
        name: model.name,
        color: sku.colorName,
        colorHex: sku.colorHex,
        storage: sku.storage,
        storePrice: money(sku.priceCents),
        imageUrl: imageUrl(sku.skuId, 'main'),
        frontUrl: imageUrl(sku.skuId, 'front'),
        backUrl: imageUrl(sku.skuId, 'back'),
        sideUrl: imageUrl(sku.skuId, 'side'),
        upUrl: imageUrl(sku.skuId, 'up'),
        ...model.specs,
        installmentValue: money(figures.installmentCents),
        minimumEntryValue: money(figures.minimumEntryCents),
      };
    });
    return {
      deviceDetails,
      colorOptions: model.colors.map((color) => ({ name: color.name, hexa: color.hex })),
      storageOptions: [...model.storages],
    };
  });
}

/** The catalogue's sku as a contracting keeps it; 400 when it does not exist or is not available. */
export function selectableSku(catalogue: PhoneCatalogue, skuId: string): SelectedProductRow {
  const found = catalogue.findSku(skuId);
  if (!found?.sku.available) throw badRequest(UNAVAILABLE_COMBINATION, `Código: ${skuId}`);
  const { model, sku } = found;
  return {
    skuId: sku.skuId,
    productId: model.productId,
    lmi: model.lmi,
    name: model.name,
    priceCents: sku.priceCents,
    storage: sku.storage,
    color: sku.colorName,
    colorHex: sku.colorHex,
    version: model.version,
  };
}

export function selectedProductView(product: SelectedProductRow) {
  return {
    remoteId: product.skuId,
    skuId: product.skuId,
    productId: product.productId,
    lmi: product.lmi,
    name: product.name,
    price: money(product.priceCents),
    storage: product.storage,
    color: product.color,
    colorHex: product.colorHex,
    imageUrl: imageUrl(product.skuId, 'main'),
    version: String(product.version),
  };
}

/** select-product: the phone of the contracting; a new phone discards the proposal and the insurance. */
export async function selectProduct(
  db: Db,
  catalogue: PhoneCatalogue,
  caller: FinancingCaller,
  key: string,
  input: { remoteId: string; priceCents?: number | undefined },
  now: Date,
) {
  const product = selectableSku(catalogue, input.remoteId);
  if (input.priceCents !== undefined && input.priceCents !== product.priceCents) {
    throw badRequest('O preço informado não é o da loja', `Preço da loja: ${money(product.priceCents)}`);
  }
  return inContracting(db, caller, key, now, async (trx, row) => {
    conditionsOf(row, 'BROWSE_PRODUCTS');
    const updated = await applyEvent(
      trx,
      row,
      'SELECT_PRODUCT',
      { product: json(product), proposal: null, insurance_name: 'Sem seguro', insurance_value: 0 },
      now,
    );
    return { contractingKey: updated.id, status: updated.status, product: selectedProductView(product) };
  });
}

export async function findSelectedProduct(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (_trx, row) => {
    if (!row.product) throw notFound('Nenhum aparelho escolhido', 'Escolha um aparelho primeiro');
    return { contractingKey: row.id, product: selectedProductView(row.product) };
  });
}
