// Sending a bind form: analytics of each step, the upstream's refusal as a toast (api client) and the
// gateway's field errors under their fields; on success back to where the player came from.
import type { PayoutType } from '../../../../../shared/rules/payout.js'
import { track } from '../../../lib/analytics.js'
import { t } from '../../../lib/i18n.js'
import { showToast } from '../../../lib/toast.js'
import { bind, type BindRequest } from '../api.js'
import type { BindForm } from './form-model.js'

export function useSubmitBind (type: PayoutType, onBound: () => void) {
  return async (request: BindRequest, form: BindForm): Promise<void> => {
    track('withdraw', 'bind_submitted', { type, call: request.id })
    const result = await bind(request)
    if (result.ok) {
      track('withdraw', 'bind_success', { type })
      showToast(t('withdraw.bind_done'), 'success')
      onBound()
      return
    }
    track('withdraw', 'bind_failure', { type, code: result.code, status: result.status })
    form.showServerErrors(result.errors)
  }
}
