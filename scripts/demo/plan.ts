// The demo studio's content, planned in memory before anything is written: clients, capsules,
// items (with the spec of each generated photo), outfits and cheat sheets. Deterministic: the
// same size always gives the same plan, so a re-run can recompute anything it needs. The words
// it draws from are in vocabulary.ts and wardrobe.ts; a capsule's pieces are planned by
// plan-pieces.ts.
import { between, pick, planItem, planOutfits, planSheets, sample } from './plan-pieces'
import type { ClientPlan, ItemPlan, OutfitPlan, SheetPlan } from './plan-types'
import { type Random, seededRandom } from './random'
import {
  CAPSULE_BLURBS,
  CAPSULE_NAMES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  INQUIRY_MESSAGES,
  LAST_NAMES,
  OUTFIT_NAMES,
  OUTFIT_NOTES,
  PACKAGES,
  PHONE_FORMATS,
  SHEET_NAMES,
} from './vocabulary'
import { GARMENTS } from './wardrobe'

export const DEMO_EMAIL = 'demo@capsule.studio'
export const DEMO_PASSWORD = 'demo-stylist-2026'
export const DEMO_NAME = 'Élodie Marchand'
export const SHOWCASE_PASSWORD = 'showcase'
export const SHOWCASE_NAME = 'Spring–Summer 2026 Capsule'

export type DemoSize = {
  name: 'full' | 'small'
  clients: number
  /** Regular capsules (the showcase comes on top). */
  capsules: number
  /** Items of the regular capsules and wardrobes (the showcase's come on top). */
  items: number
  showcase: { items: number; outfits: number; cheatSheets: number }
  inquiries: number
  /** Events on her Today (decision 052). */
  activity: number
}

export const FULL: DemoSize = {
  name: 'full',
  clients: 50,
  capsules: 200,
  items: 5000,
  showcase: { items: 80, outfits: 20, cheatSheets: 6 },
  inquiries: 14,
  activity: 10_000,
}

/** For a smoke test: 3 clients and 10 items in all. */
export const SMALL: DemoSize = {
  name: 'small',
  clients: 3,
  capsules: 2,
  items: 4,
  showcase: { items: 6, outfits: 2, cheatSheets: 1 },
  inquiries: 2,
  activity: 20,
}

// ---------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------

export type CapsulePlan = {
  client: number
  name: string
  description: string | null
  published: boolean
  password: string | null
  items: ItemPlan[]
  outfits: OutfitPlan[]
  cheatSheets: SheetPlan[]
}

export type InquiryPlan = {
  name: string
  email: string
  phone: string | null
  servicePackage: string
  message: string
  status: 'new' | 'contacted' | 'archived'
}

export type DemoPlan = {
  size: DemoSize
  clients: ClientPlan[]
  capsules: CapsulePlan[]
  /** Items in a client's wardrobe but in no capsule. */
  wardrobe: { client: number; item: ItemPlan }[]
  showcase: CapsulePlan
  inquiries: InquiryPlan[]
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')

/** The showcase's client always comes first. */
const SHOWCASE_CLIENT = ['Charlotte', 'Beaumont'] as const

function planClients(random: Random, count: number): ClientPlan[] {
  const seen = new Set<string>()
  const clients: ClientPlan[] = []
  while (clients.length < count) {
    const first = clients.length === 0 ? SHOWCASE_CLIENT[0] : pick(random, FIRST_NAMES)
    const last = clients.length === 0 ? SHOWCASE_CLIENT[1] : pick(random, LAST_NAMES)
    const name = `${first} ${last}`
    if (seen.has(name)) continue
    seen.add(name)
    const n = clients.length
    clients.push({
      name,
      email: `${slug(first)}.${slug(last)}@${pick(random, EMAIL_DOMAINS)}`,
      phone: random() < 0.85 ? pick(random, PHONE_FORMATS)(n) : null,
      sizes: {
        letter: pick(random, ['XS', 'S', 'S', 'M', 'M', 'L', 'XL']),
        numeric: pick(random, ['2', '4', '6', '6', '8', '8', '10', '12', '14']),
        waist: pick(random, ['25', '26', '27', '28', '28', '29', '30', '31', '32']),
        shoe: pick(random, ['EU 36', 'EU 37', 'EU 38', 'EU 38', 'EU 39', 'EU 40', 'EU 41']),
      },
    })
  }
  return clients
}

/** Pieces that do not belong in a spring–summer capsule. */
// prettier-ignore
const WINTER = new Set([
  'Wool Coat', 'Quilted Jacket', 'Knee-High Boots', 'Wool Beret', 'Leather Gloves', 'Hoodie',
  'Waffle Robe', 'Running Jacket', 'Umbrella', 'Turtleneck',
])

/** The showcase: a coherent, warm palette over every kind of piece, for one client. */
function planShowcase(random: Random, client: ClientPlan, size: DemoSize['showcase']): CapsulePlan {
  const palette = new Set([
    'Ivory',
    'Navy',
    'Camel',
    'Sage',
    'Blush',
    'Black',
    'Cream',
    'Tan',
    'Gold',
    'Denim Blue',
    'White',
    'Cognac',
    'Pearl',
  ])
  const garments = GARMENTS.filter((garment) => !WINTER.has(garment.name))
  const items: ItemPlan[] = []
  while (items.length < size.items) {
    const candidate = planItem(random, client, garments[items.length % garments.length])
    if (palette.has(candidate.color) || random() < 0.15) items.push(candidate)
  }
  const first = client.name.split(' ')[0]
  return {
    client: 0,
    name: SHOWCASE_NAME,
    description: [
      `Dear ${first},`,
      '',
      'Welcome to your spring–summer capsule! Everything here was chosen around the palette we talked about: soft ivory and cream, navy, camel and a little sage, with gold jewellery to warm it all up.',
      '',
      `There are ${size.items} pieces in all, and most of them work with at least four others. Start with the outfits: each one is a complete look, from the office to a long weekend away. The cheat sheets are made for your phone: save them and getting dressed takes two minutes.`,
      '',
      'Anything marked with a shop link is new; the rest is already in your wardrobe. Try the new pieces on together before the tags come off, and tell me what you think.',
      '',
      'Enjoy it!',
      'Élodie',
    ].join('\n'),
    published: true,
    password: SHOWCASE_PASSWORD,
    items,
    outfits: planOutfits(random, items, size.outfits).map((outfit, index) => ({
      ...outfit,
      name: OUTFIT_NAMES[index % OUTFIT_NAMES.length]!,
      description: outfit.description ?? pick(random, OUTFIT_NOTES),
    })),
    cheatSheets: planSheets(random, items, size.cheatSheets).map((sheet, index) => ({
      ...sheet,
      name: SHEET_NAMES[index % SHEET_NAMES.length]!,
      items: sample(random, items.length, Math.min(items.length, 6 + (index % 4))),
    })),
  }
}
/** The whole demo studio for this size. Deterministic. */
export function planDemo(size: DemoSize): DemoPlan {
  const random = seededRandom(`capsule-studio-demo-${size.name}`)
  const clients = planClients(random, size.clients)

  // Capsules: every client has at least one, the rest spread at random.
  const owners = Array.from({ length: size.capsules }, (_, index) =>
    index < size.clients ? index : Math.floor(random() * size.clients),
  )
  // Items: ~90% in capsules (12-36 each, scaled to the total), the rest in wardrobes only.
  const weights = owners.map(() => between(random, 12, 36))
  const inCapsules = Math.round(size.items * (size.name === 'small' ? 1 : 0.9))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const counts = weights.map((weight) => Math.max(1, Math.floor((weight * inCapsules) / total)))
  for (let index = 0; counts.reduce((a, b) => a + b, 0) < inCapsules; index++) {
    counts[index % counts.length]!++
  }

  const capsules: CapsulePlan[] = owners.map((owner, index) => {
    const client = clients[owner]!
    const items = Array.from({ length: counts[index]! }, () => planItem(random, client))
    const published = random() < 0.65
    const outfitCount = Math.min(Math.floor(items.length / 3), between(random, 2, 6))
    const sheetCount = items.length >= 4 ? between(random, 0, 2) : 0
    return {
      client: owner,
      name: `${pick(random, CAPSULE_NAMES)}${random() < 0.3 ? ' 2026' : ''}`,
      description: random() < 0.75 ? pick(random, CAPSULE_BLURBS) : null,
      published,
      password:
        published && random() < 0.5
          ? `${slug(client.name.split(' ')[0]!)}-style-${between(random, 10, 99)}`
          : null,
      items,
      outfits: planOutfits(random, items, outfitCount),
      cheatSheets: planSheets(random, items, sheetCount),
    }
  })

  const wardrobe = Array.from({ length: size.items - inCapsules }, () => {
    const client = Math.floor(random() * clients.length)
    return { client, item: planItem(random, clients[client]!) }
  })

  // The showcase client is the first client; its own generator keeps it stable whatever the size.
  const showcase = planShowcase(
    seededRandom(`capsule-studio-showcase-${size.name}`),
    clients[0]!,
    size.showcase,
  )

  const inquiries: InquiryPlan[] = Array.from({ length: size.inquiries }, (_, index) => {
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    return {
      name: `${first} ${last}`,
      email: `${slug(first)}.${slug(last)}@${pick(random, EMAIL_DOMAINS)}`,
      phone: random() < 0.5 ? PHONE_FORMATS[0]!(60 + index) : null,
      servicePackage: pick(random, PACKAGES),
      message: pick(random, INQUIRY_MESSAGES),
      status: index < 5 ? 'new' : pick(random, ['contacted', 'contacted', 'archived'] as const),
    }
  })

  return { size, clients, capsules, wardrobe, showcase, inquiries }
}

/** Every photo the plan makes: items, then one collage per cheat sheet. */
export function photoCount(plan: DemoPlan): number {
  const capsules = [...plan.capsules, plan.showcase]
  return (
    capsules.reduce((sum, capsule) => sum + capsule.items.length + capsule.cheatSheets.length, 0) +
    plan.wardrobe.length
  )
}
