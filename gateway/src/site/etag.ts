// Conditional GETs of the page and the service worker: their tags are weak (the same text goes as brotli,
// gzip or plain bytes), so an If-None-Match matches with or without its W/.

/** True when the request's If-None-Match names `tag` (quoted, without W/). */
export function matchesTag (ifNoneMatch: string | undefined, tag: string): boolean {
  return ifNoneMatch?.split(',').some(sent => sent.trim().replace(/^W\//, '') === tag) === true
}
