// A small bar chart of one figure per day, drawn as inline SVG (no chart library in the bundle). The
// picture is named with its highest and total values; the day-by-day numbers are in the table beside it.
interface Props {
  title: string
  /** Read out as the picture's name. */
  summary: string
  values: readonly number[]
  /** The first and last day under the bars (oldest left). */
  from: string
  to: string
  testId: string
}

const HEIGHT = 60
const BAR = 8
const GAP = 4

export function BarChart ({ title, summary, values, from, to, testId }: Props) {
  const max = Math.max(1, ...values)
  const width = values.length * (BAR + GAP)
  return (
    <figure className='dealer-chart' data-testid={testId}>
      <figcaption className='row-title'>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio='none'
        role='img'
        aria-label={summary}
        focusable='false'
      >
        {values.map((v, i) => {
          const h = v === 0 ? 1 : Math.max(2, Math.round((v / max) * (HEIGHT - 2)))
          return (
            <rect
              key={i}
              x={i * (BAR + GAP) + GAP / 2}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              rx={1.5}
              className={v === 0 ? 'zero' : ''}
            />
          )
        })}
      </svg>
      <div className='dealer-chart-axis muted' aria-hidden='true'><span>{from}</span><span>{to}</span></div>
    </figure>
  )
}
