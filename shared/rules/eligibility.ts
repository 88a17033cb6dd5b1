// Who may play for money: adults outside the barred Indian states (docs/ARCHITECTURE.md "Players, dealers and guests").
export const MIN_AGE = 18
export const BARRED_STATES: readonly string[] = [
  'Assam', 'Odisha', 'Sikkim', 'Nagaland', 'Telangana', 'Andhra Pradesh', 'Tamil Nadu', 'Meghalaya', 'Arunachal Pradesh'
]
