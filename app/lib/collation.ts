// Names in the order people read them, the same on the server and in the browser (a list sorted
// on one and drawn again on the other must not move): decision 028.

/** English collation, which is Unicode's default order: accents and case set aside first. */
const byLetters = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
/** Then accents and case, so equal names still have one order ("Emilie" before "Émilie"). */
const byAccents = new Intl.Collator('en', { sensitivity: 'variant', numeric: true })

/** Compares two names: "adèle" < "Chloé" < "Émilie" < "Zoë", "Look 9" < "Look 10". */
export function compareNames(a: string, b: string): number {
  return byLetters.compare(a, b) || byAccents.compare(a, b)
}

/** A copy of `rows` sorted by the name `nameOf` gives each. */
export function sortByName<T>(rows: readonly T[], nameOf: (row: T) => string): T[] {
  return [...rows].sort((a, b) => compareNames(nameOf(a), nameOf(b)))
}
