// The demo studio's content, planned in memory before anything is written: clients, capsules,
// items (with the spec of each generated photo), outfits and cheat sheets. Deterministic: the
// same size always gives the same plan, so a re-run can recompute anything it needs.
import type { PRESET_CATEGORIES } from '~/features/items/categories'
import { type GarmentSpec, type Pattern, type Random, type Shape, seededRandom } from './photos'

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
}

export const FULL: DemoSize = {
  name: 'full',
  clients: 50,
  capsules: 200,
  items: 5000,
  showcase: { items: 80, outfits: 20, cheatSheets: 6 },
  inquiries: 14,
}

/** For a smoke test: 3 clients and 10 items in all. */
export const SMALL: DemoSize = {
  name: 'small',
  clients: 3,
  capsules: 2,
  items: 4,
  showcase: { items: 6, outfits: 2, cheatSheets: 1 },
  inquiries: 2,
}

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

// prettier-ignore
const FIRST_NAMES = [
  'Amelia', 'Olivia', 'Sophie', 'Charlotte', 'Isabelle', 'Grace', 'Hannah', 'Chloé', 'Maya',
  'Priya', 'Aisha', 'Naomi', 'Leila', 'Rachel', 'Emma', 'Julia', 'Camille', 'Nora', 'Elena',
  'Fatima', 'Ingrid', 'Yuki', 'Mei', 'Sara', 'Beatriz', 'Lucía', 'Margaret', 'Diane', 'Helen',
  'Victoria', 'Zoe', 'Ava', 'Rosa', 'Harriet', 'Alice', 'Tamsin', 'Kavya', 'Adaeze', 'Freya',
  'Greta', 'Sienna', 'Imogen', 'Paula', 'Monique', 'Laura', 'Nadia', 'Esther', 'Hye-jin',
  'Claire', 'Jessica', 'Anouk', 'Lena',
]

// prettier-ignore
const LAST_NAMES = [
  'Hart', 'Bennett', 'Laurent', 'Okafor', 'Nakamura', 'Fitzgerald', 'Moreau', 'Patel',
  'Lindqvist', 'García', 'Hughes', 'Romano', 'Schneider', 'Kowalski', 'Chen', 'Silva',
  'Thompson', 'Dubois', 'Haddad', 'Sullivan', 'Novak', 'Andersen', 'Reyes', 'Kim', 'Whitfield',
  'Osei', 'Delacroix', 'Ferreira', 'Mendoza', 'Abernathy', 'Vance', 'Castellano', 'Park',
  'Holloway', 'Ivanova', 'Rahman', 'Bianchi', 'Morgan', 'Adeyemi', 'Sinclair', 'Ward', 'Fontaine',
  'Kaur', 'Lambert', 'Brennan', 'Yamamoto', 'Eriksen', 'Carvalho', 'Price', 'Nguyen', 'Beaumont',
]

/** Fictional numbers only: 555-01xx in North America, Ofcom's drama range in the UK. */
const PHONE_FORMATS: ((n: number) => string)[] = [
  (n) => `+1 (212) 555-01${String(n % 100).padStart(2, '0')}`,
  (n) => `+1 (415) 555-01${String(n % 100).padStart(2, '0')}`,
  (n) => `(312) 555-01${String(n % 100).padStart(2, '0')}`,
  (n) => `+44 20 7946 0${String(n % 1000).padStart(3, '0')}`,
  (n) => `+1 (646) 555-01${String(n % 100).padStart(2, '0')}`,
]

/** Reserved domains (RFC 2606): nobody can ever receive a demo e-mail. */
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net']

type Colour = { name: string; hex: string }

const APPAREL_COLOURS: Colour[] = [
  { name: 'Ivory', hex: '#f1ebdd' },
  { name: 'Black', hex: '#1f1f22' },
  { name: 'Navy', hex: '#1f2a44' },
  { name: 'Camel', hex: '#c19a6b' },
  { name: 'Charcoal', hex: '#3d3f42' },
  { name: 'Burgundy', hex: '#6d1f2f' },
  { name: 'Olive', hex: '#6b6b3a' },
  { name: 'Blush', hex: '#e6b7ae' },
  { name: 'Sage', hex: '#9caf88' },
  { name: 'Cream', hex: '#ede3cf' },
  { name: 'Chocolate', hex: '#4e342e' },
  { name: 'Cobalt', hex: '#2a55a8' },
  { name: 'Emerald', hex: '#1e6b52' },
  { name: 'Rust', hex: '#b5532b' },
  { name: 'Mustard', hex: '#d1a12c' },
  { name: 'Grey Marl', hex: '#9b9b9b' },
  { name: 'Denim Blue', hex: '#4a6a8a' },
  { name: 'White', hex: '#f8f8f6' },
  { name: 'Red', hex: '#b3202a' },
  { name: 'Lilac', hex: '#b9a6d3' },
  { name: 'Khaki', hex: '#b3a37a' },
  { name: 'Powder Blue', hex: '#aac4dc' },
]

const LEATHER_COLOURS: Colour[] = [
  { name: 'Black', hex: '#1f1f22' },
  { name: 'Tan', hex: '#b7865a' },
  { name: 'Cognac', hex: '#8a4b26' },
  { name: 'Ivory', hex: '#efe8d8' },
  { name: 'Burgundy', hex: '#6d1f2f' },
  { name: 'Navy', hex: '#1f2a44' },
  { name: 'White', hex: '#f6f6f4' },
  { name: 'Taupe', hex: '#8f8173' },
]

const METAL_COLOURS: Colour[] = [
  { name: 'Gold', hex: '#c9a44c' },
  { name: 'Silver', hex: '#b9bcc0' },
  { name: 'Rose Gold', hex: '#c98f78' },
  { name: 'Pearl', hex: '#ece6da' },
]

const BACKDROPS = ['#ece6dc', '#e3e8ea', '#efe4e1', '#e6ebe2', '#ebe7f0', '#f0ebe1', '#e2e2e2']

type SizeKind = 'letter' | 'numeric' | 'waist' | 'shoe' | 'one'
type Palette = 'apparel' | 'leather' | 'metal'

type Garment = {
  category: (typeof PRESET_CATEGORIES)[number]
  name: string
  shape: Shape
  price: [number, number]
  size: SizeKind
  palette?: Palette
  patterns?: Pattern[]
  materials?: string[]
}

const KNITS = ['Cashmere', 'Merino', 'Cotton', 'Alpaca-Blend', 'Ribbed']
const WOVENS = ['Linen', 'Silk', 'Poplin', 'Cotton', 'Crepe', 'Satin']
const SUITING = ['Wool', 'Linen', 'Tailored', 'Crepe', 'Tweed']

// prettier-ignore
const GARMENTS: Garment[] = [
  { category: 'Tops', name: 'T-Shirt', shape: 'tee', price: [25, 60], size: 'letter', materials: ['Organic Cotton', 'Pima Cotton', 'Boxy'], patterns: ['solid', 'solid', 'stripes'] },
  { category: 'Tops', name: 'Blouse', shape: 'shirt', price: [60, 180], size: 'letter', materials: WOVENS, patterns: ['solid', 'solid', 'pinstripe', 'check'] },
  { category: 'Tops', name: 'Sweater', shape: 'sweater', price: [80, 320], size: 'letter', materials: KNITS, patterns: ['solid', 'rib', 'stripes'] },
  { category: 'Tops', name: 'Cardigan', shape: 'sweater', price: [90, 290], size: 'letter', materials: KNITS, patterns: ['solid', 'rib'] },
  { category: 'Tops', name: 'Turtleneck', shape: 'sweater', price: [60, 240], size: 'letter', materials: KNITS, patterns: ['solid', 'rib'] },
  { category: 'Tops', name: 'Tank Top', shape: 'tee', price: [20, 70], size: 'letter', materials: ['Ribbed', 'Silk', 'Cotton'], patterns: ['solid', 'rib'] },
  { category: 'Tops', name: 'Oxford Shirt', shape: 'shirt', price: [55, 160], size: 'letter', materials: ['Cotton', 'Oversized'], patterns: ['solid', 'pinstripe', 'check'] },
  { category: 'Bottoms', name: 'Wide-Leg Trousers', shape: 'trousers', price: [80, 260], size: 'numeric', materials: SUITING, patterns: ['solid', 'solid', 'pinstripe'] },
  { category: 'Bottoms', name: 'Straight Jeans', shape: 'jeans', price: [70, 230], size: 'waist', materials: ['High-Rise', 'Vintage', 'Rigid'], patterns: ['solid'] },
  { category: 'Bottoms', name: 'Barrel Jeans', shape: 'jeans', price: [90, 240], size: 'waist', materials: ['High-Rise', 'Organic'], patterns: ['solid'] },
  { category: 'Bottoms', name: 'Pleated Midi Skirt', shape: 'skirt', price: [70, 220], size: 'numeric', materials: ['Satin', 'Wool', 'Chiffon'], patterns: ['solid', 'check'] },
  { category: 'Bottoms', name: 'Tailored Shorts', shape: 'shorts', price: [50, 150], size: 'numeric', materials: ['Linen', 'Cotton'], patterns: ['solid', 'pinstripe'] },
  { category: 'Bottoms', name: 'Cigarette Trousers', shape: 'trousers', price: [80, 240], size: 'numeric', materials: ['Stretch', 'Wool'], patterns: ['solid', 'check'] },
  { category: 'Dresses', name: 'Wrap Dress', shape: 'dress', price: [110, 380], size: 'numeric', materials: ['Silk', 'Jersey', 'Crepe'], patterns: ['solid', 'stripes', 'check'] },
  { category: 'Dresses', name: 'Slip Dress', shape: 'dress', price: [90, 340], size: 'letter', materials: ['Satin', 'Silk', 'Bias-Cut'], patterns: ['solid'] },
  { category: 'Dresses', name: 'Shirt Dress', shape: 'dress', price: [90, 260], size: 'numeric', materials: ['Poplin', 'Linen'], patterns: ['solid', 'pinstripe'] },
  { category: 'Dresses', name: 'Knit Midi Dress', shape: 'dress', price: [120, 360], size: 'letter', materials: KNITS, patterns: ['rib', 'solid'] },
  { category: 'Outerwear', name: 'Trench Coat', shape: 'coat', price: [180, 890], size: 'letter', materials: ['Cotton Gabardine', 'Classic'], patterns: ['solid'] },
  { category: 'Outerwear', name: 'Wool Coat', shape: 'coat', price: [240, 1290], size: 'numeric', materials: ['Double-Faced', 'Wrap', 'Longline'], patterns: ['solid', 'check'] },
  { category: 'Outerwear', name: 'Blazer', shape: 'blazer', price: [150, 620], size: 'numeric', materials: SUITING, patterns: ['solid', 'check', 'pinstripe'] },
  { category: 'Outerwear', name: 'Leather Jacket', shape: 'blazer', price: [280, 990], size: 'letter', palette: 'leather', materials: ['Lambskin', 'Cropped'], patterns: ['solid'] },
  { category: 'Outerwear', name: 'Denim Jacket', shape: 'blazer', price: [70, 220], size: 'letter', materials: ['Classic', 'Cropped'], patterns: ['solid'] },
  { category: 'Outerwear', name: 'Quilted Jacket', shape: 'coat', price: [120, 380], size: 'letter', materials: ['Recycled', 'Lightweight'], patterns: ['rib'] },
  { category: 'Shoes', name: 'Loafers', shape: 'shoe', price: [110, 520], size: 'shoe', palette: 'leather' },
  { category: 'Shoes', name: 'Ankle Boots', shape: 'boot', price: [160, 560], size: 'shoe', palette: 'leather' },
  { category: 'Shoes', name: 'Knee-High Boots', shape: 'boot', price: [220, 790], size: 'shoe', palette: 'leather' },
  { category: 'Shoes', name: 'Sneakers', shape: 'sneaker', price: [85, 180], size: 'shoe', palette: 'leather' },
  { category: 'Shoes', name: 'Ballet Flats', shape: 'shoe', price: [90, 450], size: 'shoe', palette: 'leather' },
  { category: 'Shoes', name: 'Block-Heel Sandals', shape: 'shoe', price: [90, 380], size: 'shoe', palette: 'leather' },
  { category: 'Accessories', name: 'Silk Scarf', shape: 'scarf', price: [45, 260], size: 'one', patterns: ['solid', 'stripes', 'check'] },
  { category: 'Accessories', name: 'Leather Belt', shape: 'belt', price: [40, 180], size: 'letter', palette: 'leather' },
  { category: 'Accessories', name: 'Sunglasses', shape: 'sunglasses', price: [60, 390], size: 'one', palette: 'leather' },
  { category: 'Accessories', name: 'Wool Beret', shape: 'hat', price: [30, 95], size: 'one', patterns: ['solid'] },
  { category: 'Accessories', name: 'Straw Hat', shape: 'hat', price: [45, 160], size: 'one', patterns: ['rib'] },
  { category: 'Bags', name: 'Leather Tote', shape: 'bag', price: [150, 690], size: 'one', palette: 'leather' },
  { category: 'Bags', name: 'Crossbody Bag', shape: 'clutch', price: [120, 520], size: 'one', palette: 'leather' },
  { category: 'Bags', name: 'Evening Clutch', shape: 'clutch', price: [90, 420], size: 'one', palette: 'leather' },
  { category: 'Jewelry', name: 'Hoop Earrings', shape: 'hoops', price: [45, 320], size: 'one', palette: 'metal' },
  { category: 'Jewelry', name: 'Pendant Necklace', shape: 'necklace', price: [60, 450], size: 'one', palette: 'metal' },
  { category: 'Jewelry', name: 'Chain Necklace', shape: 'necklace', price: [70, 380], size: 'one', palette: 'metal' },
  { category: 'Undergarments', name: 'Seamless Bralette', shape: 'swimsuit', price: [30, 70], size: 'letter', patterns: ['solid'] },
  { category: 'Undergarments', name: 'Silk Camisole', shape: 'swimsuit', price: [60, 160], size: 'letter', patterns: ['solid'] },
  { category: 'Activewear', name: 'Leggings', shape: 'trousers', price: [60, 128], size: 'letter', materials: ['High-Rise', 'Sculpting'], patterns: ['solid', 'rib'] },
  { category: 'Activewear', name: 'Running Jacket', shape: 'coat', price: [90, 220], size: 'letter', materials: ['Packable', 'Lightweight'], patterns: ['solid'] },
  { category: 'Activewear', name: 'Sports Tank', shape: 'tee', price: [35, 78], size: 'letter', patterns: ['solid', 'stripes'] },
  { category: 'Swimwear', name: 'One-Piece Swimsuit', shape: 'swimsuit', price: [90, 320], size: 'letter', patterns: ['solid', 'stripes', 'check'] },
  { category: 'Swimwear', name: 'Linen Cover-Up', shape: 'dress', price: [80, 240], size: 'letter', patterns: ['solid', 'pinstripe'] },
  { category: 'Sleepwear', name: 'Silk Pajama Set', shape: 'shirt', price: [120, 380], size: 'letter', patterns: ['solid', 'pinstripe'] },
  { category: 'Sleepwear', name: 'Waffle Robe', shape: 'coat', price: [80, 220], size: 'one', patterns: ['rib'] },
  { category: 'Formal', name: 'Tuxedo Blazer', shape: 'blazer', price: [250, 890], size: 'numeric', patterns: ['solid'] },
  { category: 'Formal', name: 'Column Gown', shape: 'dress', price: [290, 1450], size: 'numeric', materials: ['Satin', 'Crepe', 'Velvet'], patterns: ['solid'] },
  { category: 'Formal', name: 'Sequin Skirt', shape: 'skirt', price: [140, 480], size: 'numeric', patterns: ['solid'] },
  { category: 'Casual', name: 'Hoodie', shape: 'sweater', price: [60, 150], size: 'letter', materials: ['Fleece', 'Heavyweight'], patterns: ['solid'] },
  { category: 'Casual', name: 'Sweatshirt', shape: 'sweater', price: [55, 140], size: 'letter', materials: ['Vintage', 'Organic Cotton'], patterns: ['solid', 'stripes'] },
  { category: 'Casual', name: 'Chambray Shirt', shape: 'shirt', price: [55, 120], size: 'letter', patterns: ['solid'] },
  { category: 'Work', name: 'Pencil Skirt', shape: 'skirt', price: [80, 290], size: 'numeric', materials: ['Wool', 'Crepe'], patterns: ['solid', 'pinstripe'] },
  { category: 'Work', name: 'Sheath Dress', shape: 'dress', price: [120, 420], size: 'numeric', materials: ['Crepe', 'Wool'], patterns: ['solid'] },
  { category: 'Work', name: 'Suit Trousers', shape: 'trousers', price: [110, 380], size: 'numeric', materials: ['Wool', 'Stretch Wool'], patterns: ['solid', 'pinstripe', 'check'] },
  { category: 'Other', name: 'Leather Gloves', shape: 'clutch', price: [45, 160], size: 'letter', palette: 'leather' },
  { category: 'Other', name: 'Umbrella', shape: 'hat', price: [30, 90], size: 'one', patterns: ['solid', 'check'] },
]

type Brand = { name: string; tier: number; domain: string }

const FASHION_BRANDS: Brand[] = [
  { name: 'Everlane', tier: 1, domain: 'everlane.com' },
  { name: 'COS', tier: 1, domain: 'cos.com' },
  { name: 'Arket', tier: 0.9, domain: 'arket.com' },
  { name: '& Other Stories', tier: 0.9, domain: 'stories.com' },
  { name: 'Sézane', tier: 1.3, domain: 'sezane.com' },
  { name: 'Reformation', tier: 1.4, domain: 'thereformation.com' },
  { name: 'J.Crew', tier: 1, domain: 'jcrew.com' },
  { name: 'Madewell', tier: 1, domain: 'madewell.com' },
  { name: 'Theory', tier: 2.1, domain: 'theory.com' },
  { name: 'Vince', tier: 2.2, domain: 'vince.com' },
  { name: 'Toteme', tier: 3.2, domain: 'toteme-studio.com' },
  { name: 'A.P.C.', tier: 2.2, domain: 'apc.fr' },
  { name: 'Ganni', tier: 1.9, domain: 'ganni.com' },
  { name: 'Mango', tier: 0.6, domain: 'mango.com' },
  { name: 'Uniqlo', tier: 0.4, domain: 'uniqlo.com' },
  { name: 'Banana Republic', tier: 1, domain: 'bananarepublic.com' },
  { name: 'Eileen Fisher', tier: 1.9, domain: 'eileenfisher.com' },
  { name: 'Aritzia', tier: 1.1, domain: 'aritzia.com' },
  { name: 'Max Mara', tier: 4, domain: 'maxmara.com' },
  { name: 'Massimo Dutti', tier: 0.9, domain: 'massimodutti.com' },
  { name: 'Zara', tier: 0.5, domain: 'zara.com' },
]

const SPECIALIST_BRANDS: Partial<Record<Garment['category'], Brand[]>> = {
  Shoes: [
    { name: 'Veja', tier: 1, domain: 'veja-store.com' },
    { name: 'New Balance', tier: 0.9, domain: 'newbalance.com' },
    { name: 'Sam Edelman', tier: 0.9, domain: 'samedelman.com' },
    { name: 'Loeffler Randall', tier: 1.6, domain: 'loefflerrandall.com' },
    { name: 'Birkenstock', tier: 0.8, domain: 'birkenstock.com' },
    { name: 'Margaux', tier: 1.5, domain: 'margauxny.com' },
  ],
  Bags: [
    { name: 'Polène', tier: 1.2, domain: 'polene-paris.com' },
    { name: 'Longchamp', tier: 1, domain: 'longchamp.com' },
    { name: 'Cuyana', tier: 1.1, domain: 'cuyana.com' },
    { name: 'Mansur Gavriel', tier: 1.5, domain: 'mansurgavriel.com' },
  ],
  Jewelry: [
    { name: 'Mejuri', tier: 1, domain: 'mejuri.com' },
    { name: 'Catbird', tier: 1.2, domain: 'catbirdnyc.com' },
    { name: 'Monica Vinader', tier: 1.3, domain: 'monicavinader.com' },
  ],
  Activewear: [
    { name: 'Lululemon', tier: 1, domain: 'lululemon.com' },
    { name: 'Vuori', tier: 1, domain: 'vuoriclothing.com' },
    { name: 'Girlfriend Collective', tier: 0.8, domain: 'girlfriend.com' },
  ],
  Swimwear: [
    { name: 'Hunza G', tier: 1.3, domain: 'hunzag.com' },
    { name: 'Eres', tier: 2.5, domain: 'eresparis.com' },
    { name: 'Summersalt', tier: 0.8, domain: 'summersalt.com' },
  ],
  Sleepwear: [
    { name: 'Lunya', tier: 1.2, domain: 'lunya.co' },
    { name: 'Eberjey', tier: 1, domain: 'eberjey.com' },
  ],
  Undergarments: [
    { name: 'Skims', tier: 1, domain: 'skims.com' },
    { name: 'Natori', tier: 1.1, domain: 'natori.com' },
  ],
}

const ITEM_NOTES = [
  'Runs small: she takes one size up.',
  'Dry clean only. Steam rather than iron.',
  'Tuck loosely at the front only.',
  'Investment piece: works with everything in this capsule.',
  'Travels well and does not crease.',
  'Hem taken up 2 cm at the tailor.',
  'Already in her wardrobe: keep.',
  'If it sells out, the navy version works just as well.',
  'Order the petite length.',
  'Pairs with the gold jewellery rather than silver.',
  'Wear with a half-tuck and a slim belt.',
  'Machine wash cold, lay flat to dry.',
  'Good for the office and for dinner afterwards.',
  'A softer alternative to the structured blazer.',
]

// prettier-ignore
const CAPSULE_NAMES = [
  'Spring Workwear', 'Summer in Provence', 'Autumn Essentials', 'Winter City Capsule',
  'New Job, New Wardrobe', 'Wedding Guest Edit', 'Maternity Capsule', 'Travel Capsule: Japan',
  'Weekend Off-Duty', 'Postpartum Refresh', 'Black-Tie Season', 'Holiday Party Edit', 'Ski Week',
  'Conference Week', 'Resort 2026', 'Back to the Office', 'Everyday Uniform', 'Date Night Edit',
  'Book Tour Wardrobe', '30-Piece Minimalist Capsule', 'Lisbon Long Weekend', 'Board Meetings',
  'Mountain Cabin Weekend', 'Gallery & Dinner', 'Capsule for Copenhagen', 'Summer Weddings',
  'Transitional Layers', 'Rainy Season', 'Speaking Engagements', 'Coastal Summer',
]

const CAPSULE_BLURBS = [
  'Everything chosen to mix and match: each piece works with at least three others.',
  'A short, versatile edit for the next few months. Try everything on together before the tags come off.',
  'Built around the pieces you already love, with a few new additions to pull it together.',
  'Light layers that pack flat and survive a carry-on.',
  'Polished without trying too hard: easy to wear from morning meetings to dinner.',
  'A calm palette so getting dressed takes two minutes, not twenty.',
]

// prettier-ignore
const OUTFIT_NAMES = [
  'Monday Meetings', 'Gallery Opening', 'Sunday Brunch', 'Airport Look', 'Client Dinner',
  'School Run', 'Weekend Market', 'Date Night', 'Board Presentation', 'Rainy Day Layers',
  'Garden Party', 'Beach to Bar', 'Friday Drinks', 'Theatre Night', 'Working From Home',
  'Travel Day', 'City Sightseeing', 'Rehearsal Dinner', 'Book Club', 'Cocktail Hour',
  'Coffee With Friends', 'Museum Afternoon', 'Summer Evening', 'Lunch Meeting',
]

const OUTFIT_NOTES = [
  'Roll the sleeves twice and add the gold hoops.',
  'Swap the flats for the boots if it rains.',
  'Keep the jewellery minimal: the scarf does the work.',
  'Half-tuck the top so the trousers show their waist.',
  'Layer the coat over the shoulders for dinner.',
  'Add the belt to define the waist.',
]

const SHEET_NAMES = [
  'Ten Outfits From Fifteen Pieces',
  'Packing List',
  'How to Wear the Coat',
  'Colour Palette',
  'Work-Week Rotation',
  'Shoe Guide',
  'Layering Guide',
  'Accessories Edit',
  'Weekend Formula',
  'Evening Options',
]

const SHEET_NOTES = [
  'Screenshot this and keep it on your phone.',
  'Each row is one day; repeat the week with the alternates below.',
  'All of these pieces fit in one carry-on.',
  'Start from any piece in the top row and add two from the bottom.',
]

const INQUIRY_MESSAGES = [
  "I've just started a new job and nothing in my wardrobe feels right. Could we talk about a work capsule?",
  'I have a wedding in June and a holiday straight after: could you help me pack for both?',
  'Looking for help with a wardrobe edit after having my second baby.',
  "I'd love a session before a big conference in the autumn.",
  'My closet is full but I have nothing to wear. Do you do closet audits?',
  'A friend recommended you. I travel a lot for work and need a compact capsule.',
]

const PACKAGES = ['Closet Edit', 'Capsule Wardrobe', 'Personal Shopping', 'Style Consultation']

// ---------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------

export type ClientPlan = {
  name: string
  email: string
  phone: string | null
  sizes: { letter: string; numeric: string; waist: string; shoe: string }
}

export type ItemPlan = {
  name: string
  brand: string
  category: string
  color: string
  size: string
  price: string
  link: string | null
  description: string | null
  photo: GarmentSpec
}

export type OutfitPlan = { name: string; description: string | null; items: number[] }
export type SheetPlan = { name: string; description: string | null; items: number[] }

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

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

/** `count` distinct indexes below `length`, in random order. */
function sample(random: Random, length: number, count: number): number[] {
  const indexes = Array.from({ length }, (_, index) => index)
  for (let index = indexes.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[indexes[index], indexes[other]] = [indexes[other]!, indexes[index]!]
  }
  return indexes.slice(0, Math.min(count, length))
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

function planItem(random: Random, client: ClientPlan, garment = pick(random, GARMENTS)): ItemPlan {
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
function planOutfits(random: Random, items: ItemPlan[], count: number): OutfitPlan[] {
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

function planSheets(random: Random, items: ItemPlan[], count: number): SheetPlan[] {
  const names = sample(random, SHEET_NAMES.length, count)
  return Array.from({ length: count }, (_, index) => ({
    name: SHEET_NAMES[names[index % names.length]!]!,
    description: random() < 0.7 ? pick(random, SHEET_NOTES) : null,
    items: sample(random, items.length, Math.min(items.length, between(random, 4, 9))),
  }))
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
          ? `${slug(client.name.split(' ')[0]!)}${between(random, 10, 99)}`
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
