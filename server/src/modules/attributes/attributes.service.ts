import type { AttributeSummary } from '../../contracts/products';
import {
  ATTRIBUTE_VALUE_IN_USE,
  VALUE_ALREADY_PRESENT,
  type AttributeDetail,
} from '../../contracts/vendor-attributes';
import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../http/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import type { CatalogService } from '../catalog/catalog.service';
import * as repo from './attributes.repository';

export const ATTRIBUTE_NOT_FOUND = 'Attribute not found';
const NAME_TAKEN = 'This attribute already exists';

/** Deleting an attribute either happens, or names the products whose variants still use it. */
export type DeleteAttributeResult =
  { deleted: AttributeSummary[] } | { usedBy: [string, number[]] };

/** Attributes (variation types) and their values. Which products use a value is always computed. */
export function createAttributesService(db: Database, catalog: CatalogService) {
  const all = () => catalog.listAttributes();

  async function usage(id: number) {
    const rows = await repo.productIdsByValue(db, id);
    return {
      byValue: new Map(rows.map((row) => [row.valueId, row.productIds.map(Number)])),
      products: [...new Set(rows.flatMap((row) => row.productIds.map(Number)))].sort(
        (a, b) => a - b,
      ),
    };
  }

  /** Runs a write that may lose a race to a unique name (409 instead of a 500). */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new Conflict(NAME_TAKEN);
      throw err;
    }
  }

  return {
    list: all,

    async insert(name: string, values: string[]): Promise<AttributeSummary[]> {
      if (await repo.attributeNameTaken(db, name)) throw new Conflict(NAME_TAKEN);
      await guardName(() => db.transaction((tx) => repo.insertAttribute(tx, name, values)));
      return all();
    },

    async rename(id: number, name: string): Promise<AttributeSummary[]> {
      if (await repo.attributeNameTaken(db, name, id)) throw new Conflict(NAME_TAKEN);
      if (!(await guardName(() => repo.renameAttribute(db, id, name))))
        throw new NotFound(ATTRIBUTE_NOT_FOUND);
      return all();
    },

    async remove(id: number): Promise<DeleteAttributeResult> {
      const attribute = await repo.findAttribute(db, id);
      if (!attribute) throw new NotFound(ATTRIBUTE_NOT_FOUND);
      const { products } = await usage(id);
      if (products.length > 0) return { usedBy: [attribute.name, products] };
      try {
        await repo.deleteAttribute(db, id);
      } catch (err) {
        // A variant made meanwhile: the restricting foreign key refused the delete.
        if (!isForeignKeyViolation(err)) throw err;
        return { usedBy: [attribute.name, (await usage(id)).products] };
      }
      return { deleted: await all() };
    },

    /** The attribute with, per value, the products whose variants use it. */
    async detail(id: number): Promise<AttributeDetail> {
      const attribute = await repo.findAttribute(db, id);
      if (!attribute) throw new NotFound(ATTRIBUTE_NOT_FOUND);
      const [values, { byValue }] = await Promise.all([repo.valuesOf(db, id), usage(id)]);
      return {
        _id: attribute.id,
        attribute: attribute.name,
        values: values.map((row) => row.value),
        numProduct: Object.fromEntries(values.map((row) => [row.value, byValue.get(row.id) ?? []])),
      };
    },

    /** Adds one value; answers 0 (the spec's signal) when the attribute already has it. */
    async addValue(
      id: number,
      value: string,
    ): Promise<AttributeSummary[] | typeof VALUE_ALREADY_PRESENT> {
      const attribute = await repo.findAttribute(db, id);
      if (!attribute) throw new NotFound(ATTRIBUTE_NOT_FOUND);
      const values = await repo.valuesOf(db, id);
      if (values.some((row) => row.value.toLowerCase() === value.toLowerCase()))
        return VALUE_ALREADY_PRESENT;
      try {
        await repo.insertValue(db, id, value);
      } catch (err) {
        if (isUniqueViolation(err)) return VALUE_ALREADY_PRESENT;
        throw err;
      }
      return all();
    },

    /** Removes one value, refused while any variant uses it. */
    async removeValue(id: number, value: string): Promise<AttributeSummary[]> {
      if (!(await repo.findAttribute(db, id))) throw new NotFound(ATTRIBUTE_NOT_FOUND);
      const row = (await repo.valuesOf(db, id)).find((candidate) => candidate.value === value);
      if (!row) throw new NotFound('Value not found');
      if ((await usage(id)).byValue.has(row.id)) throw new Conflict(ATTRIBUTE_VALUE_IN_USE);
      try {
        await repo.deleteValue(db, id, row.id);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw new Conflict(ATTRIBUTE_VALUE_IN_USE);
        throw err;
      }
      return all();
    },
  };
}

export type AttributesService = ReturnType<typeof createAttributesService>;
