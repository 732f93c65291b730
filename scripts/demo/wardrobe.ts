// The demo studio's wardrobe: colours, garments (with their category, price range, sizes,
// palette, patterns and materials) and the brands that sell them.
import type { PRESET_CATEGORIES } from '~/features/items/categories'

import type { Pattern, Shape } from './garment-svg'

export type Colour = { name: string; hex: string }

export const APPAREL_COLOURS: Colour[] = [
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

export const LEATHER_COLOURS: Colour[] = [
  { name: 'Black', hex: '#1f1f22' },
  { name: 'Tan', hex: '#b7865a' },
  { name: 'Cognac', hex: '#8a4b26' },
  { name: 'Ivory', hex: '#efe8d8' },
  { name: 'Burgundy', hex: '#6d1f2f' },
  { name: 'Navy', hex: '#1f2a44' },
  { name: 'White', hex: '#f6f6f4' },
  { name: 'Taupe', hex: '#8f8173' },
]

export const METAL_COLOURS: Colour[] = [
  { name: 'Gold', hex: '#c9a44c' },
  { name: 'Silver', hex: '#b9bcc0' },
  { name: 'Rose Gold', hex: '#c98f78' },
  { name: 'Pearl', hex: '#ece6da' },
]

export const BACKDROPS = [
  '#ece6dc',
  '#e3e8ea',
  '#efe4e1',
  '#e6ebe2',
  '#ebe7f0',
  '#f0ebe1',
  '#e2e2e2',
]

type SizeKind = 'letter' | 'numeric' | 'waist' | 'shoe' | 'one'
type Palette = 'apparel' | 'leather' | 'metal'

export type Garment = {
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
export const GARMENTS: Garment[] = [
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

export type Brand = { name: string; tier: number; domain: string }

export const FASHION_BRANDS: Brand[] = [
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

export const SPECIALIST_BRANDS: Partial<Record<Garment['category'], Brand[]>> = {
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
