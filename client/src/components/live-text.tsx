// What changed on a money screen, said aloud: a polite region for progress and success, an assertive one for a
// money failure. Both are always in the page (visually hidden), so every change of their text is read.
export function LiveText ({ polite, assertive = '' }: { polite: string, assertive?: string }) {
  return (
    <>
      <p className='sr-only' role='status' aria-live='polite' data-testid='live-polite'>{polite}</p>
      <p className='sr-only' role='alert' aria-live='assertive' data-testid='live-assertive'>{assertive}</p>
    </>
  )
}
