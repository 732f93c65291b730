// The columns many tables have the same way: timestamps, and the link to the row they belong to.
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A required link to the row this one belongs to (its owner, client, capsule…): deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  text(name).notNull().references(parent, { onDelete: 'cascade' })
