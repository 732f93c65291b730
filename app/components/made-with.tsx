/**
 * The one line that names the product on a stylist's client pages, under her own name: "Made
 * with Capsule Studio". She can turn it off (Account › Studio); nothing else there names it.
 */
export function MadeWith() {
  return <p className="mt-2 text-xs text-muted">Made with Capsule Studio</p>
}
