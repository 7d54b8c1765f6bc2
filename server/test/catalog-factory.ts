import type { Database } from '../src/db/client';
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
} from '../src/db/schema/catalog';

type ProductInsert = typeof products.$inferInsert;

export async function createCategory(
  db: Database,
  values: { name?: string; status?: number; displayIndex?: number } = {},
) {
  const [category] = await db
    .insert(categories)
    .values({ name: values.name ?? 'Men', ...values })
    .returning();
  return category!;
}

export async function createSubCategory(
  db: Database,
  categoryId: number,
  values: { name?: string; status?: number; displayIndex?: number } = {},
) {
  const [sub] = await db
    .insert(subCategories)
    .values({ name: values.name ?? 'T-Shirts', categoryId, ...values })
    .returning();
  return sub!;
}

/** A category with one sub-category, both enabled. */
export async function createCategoryTree(
  db: Database,
  names: { category?: string; sub?: string } = {},
) {
  const category = await createCategory(db, { name: names.category ?? 'Men' });
  const sub = await createSubCategory(db, category.id, { name: names.sub ?? 'T-Shirts' });
  return { category, sub };
}

export async function createSimpleProduct(
  db: Database,
  tree: { category: { id: number }; sub: { id: number } },
  values: Partial<ProductInsert> = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      name: 'Leather Belt',
      brand: 'Urban Loom',
      pricePaise: 59900,
      mrpPaise: 99900,
      stock: 5,
      ...values,
      type: 0,
      categoryId: tree.category.id,
      subCategoryId: tree.sub.id,
    })
    .returning();
  await db
    .insert(productImages)
    .values({ productId: product!.id, role: 'cover', url: `/uploads/p${product!.id}.jpg` });
  return product!;
}

let attributeCounter = 0;
/** Size and Colour attributes with the given values. */
export async function createAttributes(
  db: Database,
  sizes = ['S', 'M', 'L'],
  colours = ['Red', 'Blue'],
) {
  attributeCounter += 1;
  const [size] = await db
    .insert(attributes)
    .values({ name: `Size ${attributeCounter}` })
    .returning();
  const [colour] = await db
    .insert(attributes)
    .values({ name: `Colour ${attributeCounter}` })
    .returning();
  const sizeValues = await db
    .insert(attributeValues)
    .values(sizes.map((value, position) => ({ attributeId: size!.id, value, position })))
    .returning();
  const colourValues = await db
    .insert(attributeValues)
    .values(colours.map((value, position) => ({ attributeId: colour!.id, value, position })))
    .returning();
  return { size: size!, colour: colour!, sizeValues, colourValues };
}

export interface VariantSpec {
  size: string;
  colour: string;
  price?: number | null;
  mrp?: number | null;
  stock?: number;
}

/** A variable product with Size × Colour variants (prices in paise). */
export async function createVariableProduct(
  db: Database,
  tree: { category: { id: number }; sub: { id: number } },
  specs: VariantSpec[],
  values: Partial<ProductInsert> = {},
) {
  const sizes = [...new Set(specs.map((s) => s.size))];
  const colours = [...new Set(specs.map((s) => s.colour))];
  const attrs = await createAttributes(
    db,
    sizes.length ? sizes : ['S'],
    colours.length ? colours : ['Red'],
  );
  const [product] = await db
    .insert(products)
    .values({
      name: 'Crew-Neck T-Shirt',
      brand: 'Roadster & Co',
      ...values,
      type: 1,
      categoryId: tree.category.id,
      subCategoryId: tree.sub.id,
    })
    .returning();
  const id = product!.id;
  await db.insert(productSelectedAttributes).values([
    { productId: id, attributeId: attrs.size.id, position: 0 },
    { productId: id, attributeId: attrs.colour.id, position: 1 },
  ]);
  await db
    .insert(productImages)
    .values({ productId: id, role: 'cover', url: `/uploads/p${id}-cover.jpg` });
  const created = [];
  for (const [position, spec] of specs.entries()) {
    const [variant] = await db
      .insert(variants)
      .values({
        productId: id,
        position,
        pricePaise: spec.price === undefined ? 49900 : spec.price,
        mrpPaise: spec.mrp === undefined ? 79900 : spec.mrp,
        stock: spec.stock ?? 3,
      })
      .returning();
    const sizeValue = attrs.sizeValues.find((v) => v.value === spec.size)!;
    const colourValue = attrs.colourValues.find((v) => v.value === spec.colour)!;
    await db.insert(variantAttributeValues).values([
      { variantId: variant!.id, attributeId: attrs.size.id, attributeValueId: sizeValue.id },
      { variantId: variant!.id, attributeId: attrs.colour.id, attributeValueId: colourValue.id },
    ]);
    await db.insert(productImages).values({
      productId: id,
      variantId: variant!.id,
      role: 'gallery',
      url: `/uploads/v${variant!.id}.jpg`,
    });
    created.push(variant!);
  }
  return { product: product!, variants: created, attrs };
}
