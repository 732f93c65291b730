// Link import's public face (docs/decisions/048-every-table-has-an-owner.md): a shop's product
// page fetched under the safe-fetch rules and read as a product, for whoever reads shop pages
// again (the stock checks).
export { productPrice } from './extract-product'
export { fetchProductPage } from './link-import.server'
export { type ProductData } from './product-data'
