// The plan's pieces, apart from plan.ts so that plan-pieces.ts can make them without importing
// the plan back.
import type { GarmentSpec } from './garment-svg'

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
