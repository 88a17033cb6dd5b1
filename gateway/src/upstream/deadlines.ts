// One clock for the calls that share a timeout. They all get the same bound, so their deadlines come in
// the order they started: a queue checked by one timer replaces a timer and an abort signal per call.
// A call is expired within a tick of its deadline (a fiftieth of the timeout, 5 to 100 ms).

export interface Expiring {
  readonly settled: boolean
  expire: () => void
}

export class Deadlines {
  readonly #timeoutMs: number
  readonly #tickMs: number
  // Two arrays rather than an entry object per call; #head is the first not yet checked off.
  #calls: Expiring[] = []
  #deadlines: number[] = []
  #head = 0
  #timer: NodeJS.Timeout | null = null

  constructor (timeoutMs: number) {
    this.#timeoutMs = timeoutMs
    this.#tickMs = Math.min(100, Math.max(5, Math.floor(timeoutMs / 50)))
  }

  add (call: Expiring): void {
    this.#calls.push(call)
    this.#deadlines.push(performance.now() + this.#timeoutMs)
    // The clock runs only while calls are pending, and never keeps the process alive by itself.
    if (this.#timer === null) {
      this.#timer = setInterval(() => { this.#check() }, this.#tickMs)
      this.#timer.unref()
    }
  }

  /** Calls still in the queue, settled or not. */
  get size (): number { return this.#calls.length - this.#head }

  #check (): void {
    const now = performance.now()
    const calls = this.#calls
    let head = this.#head
    for (; head < calls.length; head++) {
      const call = calls[head] as Expiring
      if (call.settled) continue
      if ((this.#deadlines[head] as number) > now) break
      call.expire()
    }
    if (head === calls.length) {
      this.#calls = []
      this.#deadlines = []
      this.#head = 0
      if (this.#timer !== null) clearInterval(this.#timer)
      this.#timer = null
    } else if (head > 1024 && head * 2 > calls.length) {
      // Checked-off calls are dropped once they are most of the queue.
      this.#calls = calls.slice(head)
      this.#deadlines = this.#deadlines.slice(head)
      this.#head = 0
    } else {
      this.#head = head
    }
  }
}
