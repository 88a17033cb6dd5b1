// The selector of a data-testid, written one way for every screen object.

/** `[data-testid="<id>"]`. */
export function byTestId (id: string): string {
  return `[data-testid="${id}"]`
}
