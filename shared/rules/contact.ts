// The payment contact form (phone or e-mail): docs/API.md "Field rules", with the lists the recharge config adds.
import { EMAIL_STRICT, PHONE } from './patterns.js'
import type { Region } from '../regions.js'
import { canonicalPhone } from './phone.js'

/** Chinese providers' mail domains, refused for payment contacts. */
export const BLOCKED_EMAIL_DOMAINS: readonly string[] = [
  'qq.com', '163.com', '126.com', 'sina.com', 'sina.cn', 'sohu.com', 'yeah.net', '139.com', 'aliyun.com', 'foxmail.com',
  '188.com'
]

/** Names of the operator that players sometimes type instead of their own contact. */
export const COMPANY_NAMES: readonly string[] = ['cardwallet', 'teenpattiwallet']

export interface ContactLists { invalidEmails: readonly string[], invalidWords: readonly string[] }

export function contactProblem (value: string, region: Region, lists: ContactLists): 'required' | 'invalid' | null {
  const text = value.trim()
  if (text === '') return 'required'
  const lower = text.toLowerCase()
  const alnum = lower.replace(/[^a-z0-9]/g, '')
  if (COMPANY_NAMES.includes(alnum)) return 'invalid'
  if (lists.invalidWords.some(word => word !== '' && lower.includes(word.toLowerCase()))) return 'invalid'
  if (text.includes('@')) {
    if (!EMAIL_STRICT.test(text)) return 'invalid'
    const domain = lower.slice(lower.lastIndexOf('@') + 1)
    if (BLOCKED_EMAIL_DOMAINS.includes(domain)) return 'invalid'
    if (lists.invalidEmails.some(e => e.toLowerCase() === lower)) return 'invalid'
    return null
  }
  // A phone in any form its owner writes it ("+55 (11) 98765-4321"), checked as the upstream will get it.
  return PHONE[region].test(canonicalPhone(text, region)) ? null : 'invalid'
}
