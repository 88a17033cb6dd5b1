// The download list as a CSV file the dealer's bank can take for a bulk payment, written in the browser
// from the rows the upstream gave (no second request, no server file).

/** A cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ is neutralised so
 * a spreadsheet never runs a player's name as a formula. */
export function csvCell (value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvText (header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map(row => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** UTF-8 with a byte-order mark: spreadsheet apps then read Bengali and Hindi names correctly. */
export function csvBlob (text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
}
