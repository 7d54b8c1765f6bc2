import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/catalog.ts',
    './src/db/schema/people.ts',
    './src/db/schema/commerce.ts',
    './src/db/schema/content.ts',
  ],
  out: './drizzle',
});
