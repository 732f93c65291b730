import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./app/server/schema/*.server.ts', './app/features/*/tables.server.ts'],
  out: './drizzle',
})
