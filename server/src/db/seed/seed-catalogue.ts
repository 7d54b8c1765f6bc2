import { inArray } from 'drizzle-orm';
import { categoryImageUrl, type TileSlug } from './images/demo-images';
import type { Database } from '../client';
import {
  attributes,
  attributeValues,
  categories,
  productImages,
  productSelectedAttributes,
  products,
  subCategories,
  variantAttributeValues,
  variants,
} from '../schema/catalog';
import { CATEGORIES, COLOUR_NAMES, SIZE_ATTRIBUTES } from './catalogue-data';
import type { PlannedProduct, PlannedVariant } from './catalogue-plan';
import { bulkInsert } from './bulk-insert';

export interface CategoryTree {
  /** By tile slug: the category id, and the sub-category id for sub-category slugs. */
  ids: Map<TileSlug, { categoryId: number; subCategoryId?: number }>;
  categories: number;
  subCategories: number;
}

export async function insertCategoryTree(db: Database): Promise<CategoryTree> {
  const ids: CategoryTree['ids'] = new Map();
  const inserted = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        image: categoryImageUrl(c.slug),
        displayIndex: i,
      })),
    )
    .returning({ id: categories.id });
  const subRows = CATEGORIES.flatMap((c, i) => {
    const categoryId = inserted[i]!.id;
    ids.set(c.slug, { categoryId });
    return c.subs.map((s, j) => ({
      slug: s.slug,
      row: {
        categoryId,
        name: s.name,
        image: categoryImageUrl(s.slug),
        status: s.status ?? 1,
        displayIndex: j,
      },
    }));
  });
  // RETURNING gives rows in VALUES order for a plain multi-row INSERT, which the mapping relies on.
  const subs = await db
    .insert(subCategories)
    .values(subRows.map((s) => s.row))
    .returning({ id: subCategories.id, categoryId: subCategories.categoryId });
  subs.forEach((sub, i) => {
    ids.set(subRows[i]!.slug, { categoryId: sub.categoryId, subCategoryId: sub.id });
  });
  return { ids, categories: inserted.length, subCategories: subs.length };
}

/** attribute name → id, and `${attributeId}:${value}` → value id. */
export interface AttributeIds {
  attribute: Map<string, number>;
  value: Map<string, number>;
}

/** Creates the size and colour attributes, reusing any the vendor already made. */
export async function insertAttributes(db: Database): Promise<AttributeIds> {
  const lists: Record<string, readonly string[]> = { ...SIZE_ATTRIBUTES, Colour: COLOUR_NAMES };
  const names = Object.keys(lists);
  await db
    .insert(attributes)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select().from(attributes).where(inArray(attributes.name, names));
  const attribute = new Map(rows.map((r) => [r.name, r.id]));
  const valueRows = rows.flatMap((r) =>
    (lists[r.name] ?? []).map((value, position) => ({ attributeId: r.id, value, position })),
  );
  await db.insert(attributeValues).values(valueRows).onConflictDoNothing();
  const values = await db
    .select()
    .from(attributeValues)
    .where(inArray(attributeValues.attributeId, [...attribute.values()]));
  return { attribute, value: new Map(values.map((v) => [`${v.attributeId}:${v.value}`, v.id])) };
}

type ImageRow = typeof productImages.$inferInsert;
type VariantRef = { productId: number; variant: PlannedVariant; position: number };

/** Inserts products with their attributes, variants and images; returns product ids in plan order. */
export async function insertProducts(
  db: Database,
  plans: readonly PlannedProduct[],
  tree: CategoryTree,
  attrs: AttributeIds,
): Promise<{ productIds: number[]; variants: number }> {
  // Fresh statistics after every chunk (`analyze`): the card and price triggers (migrations
  // 0002, 0011) look products and variants up as each chunk goes in, and on a new database a
  // 10,000-product seed ran past the statement time limit planned from no statistics at all.
  const fresh = { analyze: true };
  const productIds = await bulkInsert(
    db,
    products,
    plans.map((p) => productRow(p, tree)),
    true,
    fresh,
  );
  const images: ImageRow[] = [];
  const selected: (typeof productSelectedAttributes.$inferInsert)[] = [];
  const refs: VariantRef[] = [];
  plans.forEach((p, i) => {
    const productId = productIds[i]!;
    images.push({ productId, variantId: null, role: 'cover', url: p.cover, position: 0 });
    p.gallery.forEach((url, position) =>
      images.push({ productId, variantId: null, role: 'gallery', url, position }),
    );
    p.attributes.forEach((name, position) =>
      selected.push({ productId, attributeId: attrs.attribute.get(name)!, position }),
    );
    p.variants.forEach((variant, position) => refs.push({ productId, variant, position }));
  });
  await bulkInsert(db, productSelectedAttributes, selected, false, fresh);
  const variantIds = await bulkInsert(
    db,
    variants,
    refs.map(({ productId, variant: v, position }) => ({
      productId,
      position,
      pricePaise: v.pricePaise,
      mrpPaise: v.mrpPaise,
      stock: v.stock,
      details: v.details,
    })),
    true,
    fresh,
  );
  const valueRows = refs.flatMap(({ productId, variant }, i) => {
    const variantId = variantIds[i]!;
    variant.images.forEach((url, position) =>
      images.push({ productId, variantId, role: 'gallery', url, position }),
    );
    return variant.values.map(([name, value]) => {
      const attributeId = attrs.attribute.get(name)!;
      return {
        variantId,
        attributeId,
        attributeValueId: attrs.value.get(`${attributeId}:${value}`)!,
      };
    });
  });
  await bulkInsert(db, variantAttributeValues, valueRows, false, fresh);
  await bulkInsert(db, productImages, images);
  return { productIds, variants: variantIds.length };
}

function productRow(p: PlannedProduct, tree: CategoryTree): typeof products.$inferInsert {
  const parent = tree.ids.get(p.sub);
  if (!parent?.subCategoryId) throw new Error(`Unknown sub-category ${p.sub}`);
  return {
    categoryId: parent.categoryId,
    subCategoryId: parent.subCategoryId,
    name: p.name,
    brand: p.brand,
    shortDescription: p.shortDescription,
    description: p.description,
    keywords: p.keywords,
    status: p.status,
    type: p.simple ? 0 : 1,
    pricePaise: p.simple?.pricePaise ?? null,
    mrpPaise: p.simple?.mrpPaise ?? null,
    stock: p.simple?.stock ?? 0,
    details: p.simple?.details ?? [],
  };
}
