import { describe, expect, it } from 'vitest'

import { compareNames, sortByName } from './collation'

describe('compareNames', () => {
  it('sorts accented and lower-case names among the others', () => {
    const names = ['Zoë Laurent', 'Émilie Roux', 'adèle Martin', 'Chloé Petit', 'Øyvind Berg']
    expect([...names].sort(compareNames)).toEqual([
      'adèle Martin',
      'Chloé Petit',
      'Émilie Roux',
      'Øyvind Berg',
      'Zoë Laurent',
    ])
  })

  it('puts numbers in their order and gives equal names one order', () => {
    expect(['Look 10', 'Look 9', 'Look 1'].sort(compareNames)).toEqual([
      'Look 1',
      'Look 9',
      'Look 10',
    ])
    expect(['Émilie', 'emilie', 'Emilie'].sort(compareNames)).toEqual([
      'emilie',
      'Emilie',
      'Émilie',
    ])
  })
})

describe('sortByName', () => {
  it('sorts rows by the name it is given, leaving the rows as they were', () => {
    const rows = [{ name: 'Zoë' }, { name: 'Émilie' }]
    expect(sortByName(rows, (row) => row.name).map((row) => row.name)).toEqual(['Émilie', 'Zoë'])
    expect(rows[0]!.name).toBe('Zoë')
  })
})
