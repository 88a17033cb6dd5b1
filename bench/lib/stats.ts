// Small statistics over latency samples (milliseconds).

/** The p-th quantile (0..1) of samples sorted ascending; nearest rank. */
export function quantile (sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))
  return sorted[rank] ?? Number.NaN
}

export function median (values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return quantile(sorted, 0.5)
}

/** Samples collected into a growable typed array: no per-sample object while the load runs. */
export class Samples {
  #data = new Float64Array(1 << 16)
  #length = 0

  add (value: number): void {
    if (this.#length === this.#data.length) {
      const bigger = new Float64Array(this.#data.length * 2)
      bigger.set(this.#data)
      this.#data = bigger
    }
    this.#data[this.#length++] = value
  }

  get length (): number { return this.#length }

  sorted (): Float64Array {
    return this.#data.slice(0, this.#length).sort()
  }
}
