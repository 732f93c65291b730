import { describe, expect, test } from 'vitest'
import { nameFromFileName } from './name-from-file'

describe('nameFromFileName', () => {
  test.each([
    ['silk-blouse.jpg', 'Silk blouse'],
    ['IMG_0042.JPG', 'Img 0042'],
    ['wide_leg--trousers.final.webp', 'Wide leg trousers final'],
    ['McQueen_Blazer.heic', 'McQueen Blazer'],
    ['  camel coat  .png', 'Camel coat'],
    ['écharpe en soie.jpeg', 'Écharpe en soie'],
    ['.jpg', 'New item'],
    ['___', 'New item'],
    ['no extension', 'No extension'],
  ])('%s → %s', (fileName, expected) => {
    expect(nameFromFileName(fileName)).toBe(expected)
  })

  test('a very long file name is cut to the longest item name', () => {
    expect(nameFromFileName(`${'a'.repeat(200)}.jpg`)).toHaveLength(120)
  })
})
