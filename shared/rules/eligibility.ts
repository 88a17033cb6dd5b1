// Who may play for money: adults outside the barred Indian states (spec sections 5 and 6).
export const MIN_AGE = 18
export const BARRED_STATES: readonly string[] = [
  'Assam', 'Odisha', 'Sikkim', 'Nagaland', 'Telangana', 'Andhra Pradesh', 'Tamil Nadu', 'Meghalaya', 'Arunachal Pradesh'
]
