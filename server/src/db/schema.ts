import * as catalog from './schema/catalog';
import * as commerce from './schema/commerce';
import * as content from './schema/content';
import * as people from './schema/people';

/** Every table of the shop, for Drizzle's relational queries and drizzle-kit. */
export const schema = { ...catalog, ...people, ...commerce, ...content };
export type Schema = typeof schema;
