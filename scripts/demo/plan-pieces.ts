// Planning a capsule's pieces: items (with their photo's spec), outfits of pieces that go
// together, and cheat sheets; with the seeded helpers the whole plan draws from.
import type { GarmentSpec, Pattern, Shape } from './garment-svg'
import type { ClientPlan, ItemPlan, OutfitPlan, SheetPlan } from './plan-types'
import type { Random } from './random'
import { ITEM_NOTES, OUTFIT_NAMES, OUTFIT_NOTES, SHEET_NAMES, SHEET_NOTES } from './vocabulary'
import {
  APPAREL_COLOURS,
  BACKDROPS,
  FASHION_BRANDS,
  GARMENTS,
  LEATHER_COLOURS,
  METAL_COLOURS,
  SPECIALIST_BRANDS,
} from './wardrobe'

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!
export const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

/** `count` distinct indexes below `length`, in random order. */
export function sample(random: Random, length: number, count: number): number[] {
  const indexes = Array.from({ length }, (_, index) => index)
  for (let index = indexes.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[indexes[index], indexes[other]] = [indexes[other]!, indexes[index]!]
  }
  return indexes.slice(0, Math.min(count, length))
}

function formatPrice(amount: number, tier: number): string {
  if (tier < 0.7) return `$${Math.max(9, Math.round(amount) - 0.1).toFixed(2)}`
  const rounded = amount < 100 ? Math.round(amount / 5) * 5 : Math.round(amount / 10) * 10 - 2
  return `$${rounded}`
}

/**
 * The photo of a garment: the same shape, colour and pattern always get the same backdrop, pose
 * and grain, so the studio's 5,080 items need about 820 distinct photos and the seed generates
 * and processes each once (scripts/demo/studio.ts); a stylist's studio also repeats its basics.
 */
function garmentLook(shape: Shape, color: string, pattern: Pattern): GarmentSpec {
  let hash = 2166136261
  for (const char of `${shape}|${color}|${pattern}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  }
  return {
    shape,
    color,
    background: BACKDROPS[hash % BACKDROPS.length]!,
    pattern,
    seed: 1 + (hash % 100_000),
  }
}

export function planItem(
  random: Random,
  client: ClientPlan,
  garment = pick(random, GARMENTS),
): ItemPlan {
  const brands = SPECIALIST_BRANDS[garment.category]
  const brand = brands && random() < 0.8 ? pick(random, brands) : pick(random, FASHION_BRANDS)
  const palette =
    garment.palette === 'leather'
      ? LEATHER_COLOURS
      : garment.palette === 'metal'
        ? METAL_COLOURS
        : garment.shape === 'jeans'
          ? APPAREL_COLOURS.filter((colour) =>
              ['Denim Blue', 'Black', 'White', 'Ivory', 'Charcoal'].includes(colour.name),
            )
          : APPAREL_COLOURS
  const colour = pick(random, palette)
  const material = garment.materials && random() < 0.7 ? `${pick(random, garment.materials)} ` : ''
  const [low, high] = garment.price
  const amount = (low + random() * (high - low)) * brand.tier
  const size =
    garment.size === 'one'
      ? 'One Size'
      : garment.size === 'letter'
        ? client.sizes.letter
        : garment.size === 'numeric'
          ? `US ${client.sizes.numeric}`
          : garment.size === 'waist'
            ? client.sizes.waist
            : client.sizes.shoe
  return {
    name: `${material}${garment.name}`,
    brand: brand.name,
    category: garment.category,
    color: colour.name,
    size,
    price: formatPrice(amount, brand.tier),
    link: random() < 0.6 ? `https://www.${brand.domain}/` : null,
    description: random() < 0.4 ? pick(random, ITEM_NOTES) : null,
    photo: garmentLook(garment.shape, colour.hex, pick(random, garment.patterns ?? ['solid'])),
  }
}

type Role = 'top' | 'bottom' | 'dress' | 'outer' | 'shoes' | 'bag' | 'extra'

const ROLES: Record<Shape, Role> = {
  tee: 'top',
  sweater: 'top',
  shirt: 'top',
  trousers: 'bottom',
  jeans: 'bottom',
  shorts: 'bottom',
  skirt: 'bottom',
  dress: 'dress',
  swimsuit: 'dress',
  coat: 'outer',
  blazer: 'outer',
  shoe: 'shoes',
  boot: 'shoes',
  sneaker: 'shoes',
  bag: 'bag',
  clutch: 'bag',
  scarf: 'extra',
  necklace: 'extra',
  hoops: 'extra',
  hat: 'extra',
  sunglasses: 'extra',
  belt: 'extra',
}

/**
 * Outfits of 3-6 pieces that make sense together where the capsule allows: a dress, or a top
 * and a bottom; then shoes, and maybe a layer, a bag and an accessory. Topped up at random
 * when the capsule lacks a kind of piece.
 */
export function planOutfits(random: Random, items: ItemPlan[], count: number): OutfitPlan[] {
  const byRole = new Map<Role, number[]>()
  items.forEach((entry, index) => {
    const role = ROLES[entry.photo.shape]
    byRole.set(role, [...(byRole.get(role) ?? []), index])
  })
  const one = (role: Role) => {
    const candidates = byRole.get(role)
    return candidates && candidates.length > 0 ? [pick(random, candidates)] : []
  }
  const outfits: OutfitPlan[] = []
  for (let index = 0; index < count; index++) {
    const base =
      byRole.has('dress') && (random() < 0.35 || !byRole.has('top'))
        ? one('dress')
        : [...one('top'), ...one('bottom')]
    const picked = [
      ...base,
      ...one('shoes'),
      ...(random() < 0.5 ? one('outer') : []),
      ...(random() < 0.5 ? one('bag') : []),
      ...(random() < 0.6 ? one('extra') : []),
    ]
    const target = Math.min(items.length, Math.max(3, picked.length))
    for (const extra of sample(random, items.length, items.length)) {
      if (picked.length >= target) break
      if (!picked.includes(extra)) picked.push(extra)
    }
    outfits.push({
      name: OUTFIT_NAMES[(index + Math.floor(random() * 4)) % OUTFIT_NAMES.length]!,
      description: random() < 0.6 ? pick(random, OUTFIT_NOTES) : null,
      items: [...new Set(picked)].slice(0, 6),
    })
  }
  return outfits
}

export function planSheets(random: Random, items: ItemPlan[], count: number): SheetPlan[] {
  const names = sample(random, SHEET_NAMES.length, count)
  return Array.from({ length: count }, (_, index) => ({
    name: SHEET_NAMES[names[index % names.length]!]!,
    description: random() < 0.7 ? pick(random, SHEET_NOTES) : null,
    items: sample(random, items.length, Math.min(items.length, between(random, 4, 9))),
  }))
}
