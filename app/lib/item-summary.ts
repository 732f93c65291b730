import type { Price } from '~/lib/money'
import type { StoredPhoto } from '~/lib/photo-urls'

/**
 * An item as a card or tile shows it wherever it appears (the outfit editor, the client's capsule
 * page, a picker): its name and photo, and the facts printed under them.
 */
export type ItemSummary = {
  id: string
  name: string
  brand: string | null
  category: string | null
  color: string | null
  size: string | null
  price: Price | null
  photo: StoredPhoto | null
}
