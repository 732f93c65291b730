// What a shop page says of a piece's stock and price, read from the product data the link
// import reads (JSON-LD Offer first, then Open Graph, then microdata).
import type { ProductData } from '~/features/link-import/index.server'
import { productPrice } from '~/features/link-import/index.server'
import { type Money, readMoney } from '~/lib/money'
import type { StockStatus } from '~/lib/stock'

// schema.org ItemAvailability (by its last part), and the words shops put in meta tags.
const SOLD_OUT = /^(outofstock|soldout|discontinued|out of stock|oos|sold out|unavailable)$/
const LOW = /^(limitedavailability|limited availability|limited|low stock|lowstock)$/
const IN_STOCK = /^(instock|onlineonly|instoreonly|in stock|available|in_stock)$/

/** A page's availability as one of the four the stylist sees; anything else is `unknown`. */
export function stockStatusOf(availability: string | null): StockStatus {
  const value = (availability ?? '')
    .trim()
    .toLowerCase()
    .replace(/^.*[/#:]/, '')
  if (SOLD_OUT.test(value)) return 'sold_out'
  if (LOW.test(value)) return 'low_stock'
  if (IN_STOCK.test(value)) return 'in_stock'
  return 'unknown'
}

/** The availability and the price a product page gives (the price only with its currency). */
export function readStock(product: ProductData): { status: StockStatus; price: Money | null } {
  const price = productPrice(product.price, product.currency)
  const reading = price?.currency ? readMoney(price.amount, price.currency) : null
  return {
    status: stockStatusOf(product.availability),
    price: reading?.ok ? reading.money : null,
  }
}
