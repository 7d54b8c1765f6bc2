import { Router } from 'express';
import type { AttributesResponse } from '../../contracts/products';
import {
  attributeIdBody,
  attributeValueBody,
  insertAttributeBody,
  renameAttributeBody,
  VALUE_ALREADY_PRESENT,
  type AttributeInUseResponse,
  type AttributeWithIdResponse,
} from '../../contracts/vendor-attributes';
import { parse } from '../../http/validate';
import type { AttributesService } from './attributes.service';

/** Attribute calls under /api/vendor/product/156 (GET getAttribute is public, in catalog); vendor guard. */
export function vendorAttributeRoutes(attributes: AttributesService): Router {
  const router = Router();

  router.post('/insertAttribute', async (req, res) => {
    const { attribute, values } = parse(insertAttributeBody, req.body);
    res.json({
      myAttributes: await attributes.insert(attribute, values),
    } satisfies AttributesResponse);
  });

  router.post('/deleteAttribute', async (req, res) => {
    const { id } = parse(attributeIdBody, req.body);
    const result = await attributes.remove(id);
    if ('usedBy' in result) {
      // The spec's error list with a 200 (not the usual message): the admin names the products.
      res.json({ error: [result.usedBy] } satisfies AttributeInUseResponse);
      return;
    }
    res.json({ myAttributes: result.deleted } satisfies AttributesResponse);
  });

  router.post('/getAttributeWithId', async (req, res) => {
    const { id } = parse(attributeIdBody, req.body);
    res.json({ myAttribute: await attributes.detail(id) } satisfies AttributeWithIdResponse);
  });

  router.post('/setAttributes', async (req, res) => {
    const { id, attribute } = parse(renameAttributeBody, req.body);
    if (typeof attribute === 'string') {
      res.json({
        myAttributes: await attributes.rename(id, attribute),
      } satisfies AttributesResponse);
      return;
    }
    res.json({
      myAttributes: await attributes.replace(id, attribute.values, attribute.attribute),
    } satisfies AttributesResponse);
  });

  router.post('/pushNewAttribute', async (req, res) => {
    const { id, value } = parse(attributeValueBody, req.body);
    const added = await attributes.addValue(id, value);
    if (added === VALUE_ALREADY_PRESENT) {
      res.json({ myAttributes: VALUE_ALREADY_PRESENT });
      return;
    }
    res.json({ myAttributes: added } satisfies AttributesResponse);
  });

  router.post('/deleteAttributeValue', async (req, res) => {
    const { id, value } = parse(attributeValueBody, req.body);
    res.json({
      myAttributes: await attributes.removeValue(id, value),
    } satisfies AttributesResponse);
  });

  return router;
}
