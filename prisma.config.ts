import { defineConfig } from 'prisma/config';

// Only `prisma generate` runs here; migrations are applied by the server (server/src/db/migrate.ts).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
