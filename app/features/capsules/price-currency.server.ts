// The currency a new price starts in, read from the database (app/lib/price-currency.ts). What
// she types may still name another ("€165"), and every currency select stays hers to change.
import { and, eq } from 'drizzle-orm'

import { clientView as client } from '~/features/clients/index.server'
import { studioCurrency } from '~/features/studio/index.server'
import { firstCurrency } from '~/lib/price-currency'
import { db } from '~/server/db.server'

import { capsule } from './tables.server'

/**
 * The currency of a new price of her capsule `capsuleId` (or, without one, of her client
 * `clientId`): that capsule's budget currency, else its client's, else her studio's. A capsule
 * or client that is not hers counts as none.
 */
export async function newPriceCurrency(
  ownerId: string,
  of: { capsuleId?: string | null; clientId?: string | null },
): Promise<string> {
  const [fromCapsule] = of.capsuleId
    ? await db
        .select({ capsule: capsule.budgetCurrency, client: client.budgetCurrency })
        .from(capsule)
        .innerJoin(client, eq(client.id, capsule.clientId))
        .where(and(eq(capsule.ownerId, ownerId), eq(capsule.id, of.capsuleId)))
    : []
  const [fromClient] =
    !fromCapsule && of.clientId
      ? await db
          .select({ client: client.budgetCurrency })
          .from(client)
          .where(and(eq(client.ownerId, ownerId), eq(client.id, of.clientId)))
      : []
  return (
    firstCurrency(fromCapsule?.capsule, fromCapsule?.client, fromClient?.client) ??
    (await studioCurrency(ownerId))
  )
}
