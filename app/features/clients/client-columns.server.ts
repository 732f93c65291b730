// A client's columns as her pages read them, from her table here or its view in other features.
import { priceColumn } from '~/server/price-sql.server'

import type { client as clientTable } from './tables.server'
import type { clientView } from './views.server'

/** Where a client's columns are read from: the table here, its view in other features. */
export type ClientSource = typeof clientTable | typeof clientView

export const profileColumnsOf = (client: ClientSource) => ({
  sizeTops: client.sizeTops,
  sizeBottoms: client.sizeBottoms,
  sizeDress: client.sizeDress,
  sizeShoes: client.sizeShoes,
  sizeNotes: client.sizeNotes,
  measurements: client.measurements,
  coloursLoved: client.coloursLoved,
  coloursAvoided: client.coloursAvoided,
  styleWords: client.styleWords,
  budget: priceColumn({
    amount: client.budgetAmount,
    currency: client.budgetCurrency,
    text: client.budgetText,
  }),
  notes: client.notes,
  cameFrom: client.cameFrom,
})

export const clientColumnsOf = (client: ClientSource) => ({
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  ...profileColumnsOf(client),
  createdAt: client.createdAt,
})
