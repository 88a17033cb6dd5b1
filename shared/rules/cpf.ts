// The Brazilian taxpayer number: 9 digits and two check digits (mod 11). Eleven equal digits pass the
// arithmetic but are never issued, so they are a typo too.

function checkDigit (digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((total, d, i) => total + d * (firstWeight - i), 0)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

/** True when an 11-digit CPF's check digits are right and it is not one digit eleven times. */
export function cpfChecksumOk (cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false
  const d = [...cpf].map(Number)
  return checkDigit(d.slice(0, 9), 10) === d[9] && checkDigit(d.slice(0, 10), 11) === d[10]
}
