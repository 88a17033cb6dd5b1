// The client's multipart uploads (lib/upload.ts sends them with XMLHttpRequest, for its progress) answered in
// the component tests as fakeFetch answers its calls: each upload recorded as it left (path, headers, the form's
// fields and file), answered by the test's handler with the upstream's envelope, its progress reported first.
import type { Test } from 'tap'

/** One upload as it left: its text fields, and the file by its name, type and size. */
export interface Uploaded {
  path: string
  headers: Record<string, string>
  fields: Record<string, string>
  file: { field: string, name: string, type: string, size: number } | null
}

type Envelope = { code: number, msg?: string, data?: unknown }
/** Answers an upload; undefined: the test did not expect it (fails it). */
export type UploadHandler = (upload: Uploaded) => Envelope | undefined | Promise<Envelope | undefined>

/** Installs the fake XMLHttpRequest for this test; the returned list holds every upload made. */
export function fakeUpload (t: Test, handler: UploadHandler): Uploaded[] {
  const made: Uploaded[] = []
  const previous = globalThis.XMLHttpRequest

  class FakeXhr {
    status = 0
    responseText = ''
    timeout = 0
    upload: { onprogress: ((e: { lengthComputable: boolean, loaded: number, total: number }) => void) | null } = {
      onprogress: null
    }

    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    ontimeout: (() => void) | null = null
    onabort: (() => void) | null = null
    private path = ''
    private readonly headers: Record<string, string> = {}
    private aborted = false

    open (_method: string, path: string): void { this.path = path }
    setRequestHeader (name: string, value: string): void { this.headers[name.toLowerCase()] = value }
    getResponseHeader (): string | null { return null }
    abort (): void {
      if (this.aborted) return
      this.aborted = true
      this.onabort?.()
    }

    send (form: FormData): void {
      const fields: Record<string, string> = {}
      let file: Uploaded['file'] = null
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value
        else file = { field: name, name: value.name, type: value.type, size: value.size }
      }
      const upload: Uploaded = { path: this.path, headers: { ...this.headers }, fields, file }
      made.push(upload)
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 })
        const answer = await handler(upload)
        if (this.aborted) return
        if (answer === undefined) {
          t.fail(`an unexpected upload: ${this.path}`)
          this.onerror?.()
          return
        }
        this.status = 200
        this.responseText = JSON.stringify({ msg: '', data: null, status: answer.code === 0 ? 'success' : 'error', ...answer })
        this.onload?.()
      })()
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
  t.teardown(() => { globalThis.XMLHttpRequest = previous })
  return made
}
