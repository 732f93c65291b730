// The database schema, one module per domain under schema/ (drizzle.config.ts reads them all);
// the app imports every table from here. Migrations are generated from it (npm run db:generate).
export type { StoredPhoto } from '../lib/photo-urls'
export * from './schema/accounts.server'
export * from './schema/studio.server'
export * from './schema/delivery.server'
export * from './schema/site.server'
export * from './schema/feedback.server'
export * from './schema/operations.server'
export * from './schema/billing.server'
export * from './schema/stripe.server'
export * from './schema/commissions.server'
export * from './schema/stock.server'
export * from './schema/intake.server'
// Tables kept beside their feature (each feature will own its tables this way).
export * from '../features/booking/tables.server'
