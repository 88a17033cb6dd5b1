// The error under a field, in a polite live region that is always in the page (a region inserted together with
// its text is often not read): a screen reader reads it once the player pauses, and again through the field's
// aria-describedby when it is focused. Money failures are assertive elsewhere (toasts, payment status).
export function FieldError ({ id, error, testId }: { id?: string, error: string | null | undefined, testId?: string }) {
  return (
    <div className='field-error-region' aria-live='polite'>
      {error ? <p id={id} className='field-error' data-testid={testId}>{error}</p> : null}
    </div>
  )
}
