/**
 * CSV files built in the browser (the admin's exports): RFC 4180 lines with a byte-order mark so
 * Excel reads names as UTF-8, and cells a spreadsheet would run as a formula made inert.
 */

/**
 * One cell: quoted when needed; text that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, since members choose their own usernames.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header row and the rows, CRLF-separated, with a byte-order mark. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Offers the text as a file to download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
