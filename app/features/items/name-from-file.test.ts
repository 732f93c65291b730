import { describe, expect, test } from 'vitest'

import { nameFromFileName } from './name-from-file'

describe('nameFromFileName', () => {
  test.each([
    ['silk-blouse.jpg', 'Silk blouse'],
    ['wide_leg--trousers.final.webp', 'Wide leg trousers final'],
    ['McQueen_Blazer.heic', 'McQueen Blazer'],
    ['  camel coat  .png', 'Camel coat'],
    ['écharpe en soie.jpeg', 'Écharpe en soie'],
    ['no extension', 'No extension'],
    ['silk blouse 2.jpg', 'Silk blouse 2'],
    ['IMG_0042 linen shirt.jpg', 'Linen shirt'],
  ])('%s → %s', (fileName, expected) => {
    expect(nameFromFileName(fileName)).toBe(expected)
  })

  // A phone's or a camera's name for a photo is no name for an item: hers to give.
  test.each([
    'IMG_0042.JPG',
    'IMG_0042.jpg',
    'IMG-20250912-WA0003.jpg',
    'PXL_20250912_101500123.jpg',
    'PXL_20250912_101500123.PORTRAIT.jpg',
    'DSC_0012.JPG',
    'DSCN4410.jpg',
    'P1000123.JPG',
    'GOPR0042.JPG',
    '20250912_101500.jpg',
    'Screenshot 2025-09-12 at 10.15.00.png',
    'WhatsApp Image 2025-09-12 at 10.15.00.jpeg',
    'image (3).png',
    'photo.jpg',
    'Pasted image',
    'FullSizeRender.jpg',
    '.jpg',
    '___',
  ])('%s → no name', (fileName) => {
    expect(nameFromFileName(fileName)).toBe('')
  })

  test('a very long file name is cut to the longest item name', () => {
    expect(nameFromFileName(`${'a'.repeat(200)}.jpg`)).toHaveLength(120)
  })
})
