import { useAtomValue } from 'jotai'
import { toastAtom } from '../lib/toast.js'

export function ToastHost () {
  const toast = useAtomValue(toastAtom)
  return (
    <div className='toast-host' aria-live='assertive' role='status'>
      {toast === null ? null : <div key={toast.id} className={`toast ${toast.kind}`} data-testid='toast'>{toast.text}</div>}
    </div>
  )
}
