// Intl formatters are costly to make (tens of microseconds each, several times that on a low-end phone) and
// cheap to use: a list of fifty amounts and dates made a hundred of them per render. One formatter per
// locale and options, made on first use; the keys are few (the regions' locales and the app's languages).

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F> (cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = cache.get(key)
  if (format === undefined) {
    format = make()
    cache.set(key, format)
  }
  return format
}

export function numberFormat (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}
