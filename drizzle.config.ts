import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './app/server/schema/*.server.ts',
  out: './drizzle',
})
