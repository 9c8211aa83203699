import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../financing.errors.ts';
import { type FinancingDeps, parse, requireCaller } from '../financing-http.ts';
import { contractingKey, keyParams, reaisToCents, shortText } from '../financing-schemas.ts';
import {
  findSelectedProduct,
  type IMAGE_VIEWS,
  listProducts,
  productDetails,
  selectProduct,
} from './product.service.ts';

const storeParams = z.object({ storeId: shortText(60) });
const productParams = z.object({ storeId: shortText(60), productId: shortText(80) });
const listQuery = z.object({
  contractingKey,
  available: z.enum(['true', 'false']).default('true'),
});
const keyQuery = z.object({ contractingKey });
const selectBody = z.object({
  remoteId: shortText(80),
  lmi: z.string().max(40).optional(),
  name: z.string().max(120).optional(),
  price: reaisToCents.optional(),
  storage: z.string().max(40).optional(),
  color: z.string().max(60).optional(),
  imageUrl: z.string().max(300).optional(),
  version: z.union([z.string().max(20), z.number()]).optional(),
  protection: z.boolean().optional(),
});
const imageParams = z.object({
  skuId: shortText(80),
  view: z.string().regex(/^(main|front|back|side|up)\.svg$/, 'deve ser main, front, back, side ou up'),
});

/** A year: the images of a sku never change (a new look is a new sku). */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

export function productRoutes(app: FastifyInstance, deps: FinancingDeps): void {
  app.get('/product-v3/store/:storeId', async (request) => {
    const caller = await requireCaller(deps, request);
    parse(storeParams, request.params);
    const query = parse(listQuery, request.query);
    return listProducts(
      deps.db,
      deps.ports.catalogue,
      caller,
      query.contractingKey,
      query.available === 'true',
      deps.now(),
    );
  });

  app.get('/product-v3/store/:storeId/product/:productId', async (request) => {
    const caller = await requireCaller(deps, request);
    const { productId } = parse(productParams, request.params);
    const query = parse(keyQuery, request.query);
    return productDetails(deps.db, deps.ports.catalogue, caller, query.contractingKey, productId, deps.now());
  });

  app.post('/product-v3/select-product/:key', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const body = parse(selectBody, request.body);
    const answer = await selectProduct(
      deps.db,
      deps.ports.catalogue,
      caller,
      key,
      { remoteId: body.remoteId, priceCents: body.price },
      deps.now(),
    );
    return reply.code(201).send(answer);
  });

  app.get('/product-v3/find/:key', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    return findSelectedProduct(deps.db, caller, key, deps.now());
  });

  app.get('/product-v3/images/:skuId/:view', async (request, reply) => {
    const params = parse(imageParams, request.params);
    const view = params.view.replace(/\.svg$/, '') as (typeof IMAGE_VIEWS)[number];
    const found = deps.ports.catalogue.findSku(params.skuId);
    if (!found) throw notFound('Imagem não encontrada', 'Nenhum aparelho com este código');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', IMAGE_CACHE)
      .send(deps.ports.catalogue.image(found.model, found.sku, view));
  });
}
