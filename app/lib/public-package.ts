// A package as the public site shows it: the shape the billing feature makes of her packages and
// the site's landing page, booking form and search data read.

/** A package card of the public site (the landing page, its booking form, its search data). */
export type PublicPackage = {
  name: string
  /** As shown: "$75", "CHF 1,500", or the text typed when it was not an amount. */
  price: string
  /** For search engines: "75" and "USD"; null when the price is not an amount. */
  offer: { price: string; currency: string } | null
  priceNote: string
  summary: string
  included: string[]
  addOn: string
}
