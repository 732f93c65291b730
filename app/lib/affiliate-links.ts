// Her affiliate rules, applied to a piece's shop link when her client presses Shop Now (through
// /go/{piece}: the stored link is never rewritten, so a rule can change later).

/** What a rule does to a link of its retailer: add a query parameter, or wrap it in a template. */
export type AffiliateRewrite =
  | { kind: 'param'; name: string; value: string }
  /** An https address with `{url}` where the shop link goes (encoded). */
  | { kind: 'template'; template: string }

export type AffiliateRule = {
  /** The retailer's domain ("shop.example"): its links and those of its subdomains. */
  domain: string
  rewrite: AffiliateRewrite
}

/** A rule as she saved it. */
export type StoredAffiliateRule = AffiliateRule & {
  id: string
  /** Her estimate of what the network pays, in basis points (7.5 % is 750); null: none given. */
  commissionBasisPoints: number | null
}

/** The host a rule or a link is about: lower case, without a leading "www.". */
export function retailerOf(link: string): string | null {
  try {
    const url = new URL(link)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/** The rule for `link`: the one of its domain, or of the nearest parent domain; null: none. */
export function ruleFor<Rule extends AffiliateRule>(link: string, rules: Rule[]): Rule | null {
  const host = retailerOf(link)
  if (!host) return null
  let best: Rule | null = null
  for (const rule of rules) {
    if (host !== rule.domain && !host.endsWith(`.${rule.domain}`)) continue
    if (!best || rule.domain.length > best.domain.length) best = rule
  }
  return best
}

/** `link` with the rule applied (the address her client is sent to). */
export function applyRule(link: string, rewrite: AffiliateRewrite): string {
  if (rewrite.kind === 'template') {
    return rewrite.template.replace('{url}', encodeURIComponent(link))
  }
  const url = new URL(link)
  url.searchParams.set(rewrite.name, rewrite.value)
  return url.href
}
