import { describe, expect, test } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('CSV for spreadsheets', () => {
  test('every cell is quoted; quotes are doubled; commas and line breaks stay inside the cell', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('Margot "Mags", Paris')).toBe('"Margot ""Mags"", Paris"')
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"')
    expect(csvCell('Lefèvre ✨')).toBe('"Lefèvre ✨"')
  })

  test('text a spreadsheet would run as a formula is shown as text instead', () => {
    for (const formula of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula)).toBe(`"'${formula.replaceAll('"', '""')}"`)
    }
    expect(csvCell('a=b')).toBe('"a=b"')
  })

  test('empty values are empty cells; numbers, booleans and dates are written plainly', () => {
    expect(csvCell(null)).toBe('""')
    expect(csvCell(undefined)).toBe('""')
    expect(csvCell(-3)).toBe('"-3"')
    expect(csvCell(true)).toBe('"true"')
    expect(csvCell(new Date('2026-03-01T09:30:00.000Z'))).toBe('"2026-03-01T09:30:00.000Z"')
  })

  test('a file has a byte order mark, a header row and CRLF line ends', () => {
    const csv = toCsv(
      ['id', 'name'],
      [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: null },
      ],
    )
    expect(csv).toBe('\uFEFF"id","name"\r\n"a","Ann"\r\n"b",""\r\n')
    expect(toCsv(['id'], [])).toBe('\uFEFF"id"\r\n')
  })
})
