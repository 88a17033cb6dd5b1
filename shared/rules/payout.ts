// The payout account types, written once: the schemas, the region table, the mock upstream and the bind
// screens all take their lists from here. Which types a region offers is REGION_INFO[region].payoutTypes.

export const PAYOUT_TYPES = ['upi', 'bank', 'paytm', 'gopay', 'ovo', 'dana', 'bkash', 'nagad', 'pix'] as const
export type PayoutType = (typeof PAYOUT_TYPES)[number]

/** The types bound and read through the universal calls (bind/universal/update and get). */
export const UNIVERSAL_TYPES = [
  'gopay',
  'ovo',
  'dana',
  'bkash',
  'nagad',
  'pix'
] as const satisfies readonly PayoutType[]
export type UniversalType = (typeof UNIVERSAL_TYPES)[number]

export function isPayoutType (value: unknown): value is PayoutType {
  return (PAYOUT_TYPES as readonly unknown[]).includes(value)
}

export function isUniversal (type: PayoutType): type is UniversalType {
  return (UNIVERSAL_TYPES as readonly PayoutType[]).includes(type)
}
