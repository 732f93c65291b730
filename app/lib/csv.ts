// CSV for spreadsheets (RFC 4180): every cell quoted, lines ended by CRLF, UTF-8 with a byte order
// mark so Excel reads accents right. Text that a spreadsheet would run as a formula (starting
// with = + - @, or a tab or carriage return) is prefixed with ' so it is shown, never executed.

export type CsvValue = string | number | boolean | Date | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: quoted, inner quotes doubled, formulas defused. Only text can start a formula. */
export function csvCell(value: CsvValue): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (value instanceof Date) text = value.toISOString()
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value
  else text = String(value)
  return `"${text.replaceAll('"', '""')}"`
}

/** A whole file: the header row (`columns`), then one row per record, in the columns' order. */
export function toCsv<Row extends Record<string, CsvValue>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [
    columns.map(csvCell),
    ...rows.map((row) => columns.map((key) => csvCell(row[key]))),
  ]
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`
}
