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
  // Writes answer what the database holds now, never the public read cache.
  const all = () => catalog.loadAttributes();

  async function usage(id: number, within: Database = db) {
    const rows = await repo.productIdsByValue(within, id);
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
    list: () => catalog.listAttributes(),

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
        numProduct: values.map((row) => byValue.get(row.id) ?? []),
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

    /**
     * Replaces the values (the original client's setAttributes), keeping the order given; a name
     * renames too. Refused while a removed value is used by a variant; nothing changes then.
     */
    async replace(id: number, values: string[], name?: string): Promise<AttributeSummary[]> {
      if (!(await repo.findAttribute(db, id))) throw new NotFound(ATTRIBUTE_NOT_FOUND);
      if (name !== undefined && (await repo.attributeNameTaken(db, name, id)))
        throw new Conflict(NAME_TAKEN);
      const seen = new Set<string>();
      const wanted = values.filter((value) => {
        const key = value.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await guardName(() =>
        db.transaction(async (tx) => {
          if (name !== undefined) await repo.renameAttribute(tx, id, name);
          const current = await repo.valuesOf(tx, id);
          const removed = current.filter((row) => !wanted.includes(row.value));
          const { byValue } = await usage(id, tx);
          if (removed.some((row) => byValue.has(row.id)))
            throw new Conflict(ATTRIBUTE_VALUE_IN_USE);
          try {
            for (const row of removed) await repo.deleteValue(tx, id, row.id);
          } catch (err) {
            if (isForeignKeyViolation(err)) throw new Conflict(ATTRIBUTE_VALUE_IN_USE);
            throw err;
          }
          await repo.placeValues(tx, id, wanted);
        }),
      );
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
