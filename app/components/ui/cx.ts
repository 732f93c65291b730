/** A class name, or a falsy value that is skipped (for `cond && 'class'` patterns). */
export type ClassValue = string | false | 0 | null | undefined

/** Joins the truthy class names with a space. */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ')
}
