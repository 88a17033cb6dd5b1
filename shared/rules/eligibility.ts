// Who may play for money: adults outside the barred Indian states (docs/ARCHITECTURE.md "Players, dealers and guests").
export const MIN_AGE = 18
export const BARRED_STATES: readonly string[] = [
  'Assam', 'Odisha', 'Sikkim', 'Nagaland', 'Telangana', 'Andhra Pradesh', 'Tamil Nadu', 'Meghalaya', 'Arunachal Pradesh'
]

/** India's states and union territories, as a player picks theirs in the declaration. */
export const INDIA_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland',
  'Odisha',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir',
  'Ladakh', 'Lakshadweep', 'Puducherry'
] as const
export type IndiaState = (typeof INDIA_STATES)[number]

/** The upstream's terms (its configuration, not code): the minimum age and the barred states. */
export interface EligibilityTerms { min_age: number, barred_states: readonly string[] }

/** A player's declaration: date of birth (YYYY-MM-DD) and state of residence. */
export interface Declared { birth_date: string, state: string }

export type BarredReason = 'under_age' | 'barred_state'

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD, the region's calendar day). */
export function ageOn (birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** Why a declaration bars the player from money play, or null: age first, then the state. */
export function barredReason (declared: Declared, today: string, terms: EligibilityTerms): BarredReason | null {
  if (ageOn(declared.birth_date, today) < terms.min_age) return 'under_age'
  if (terms.barred_states.includes(declared.state)) return 'barred_state'
  return null
}
