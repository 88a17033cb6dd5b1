// The one body the balances are asked with, apart from the hook (asset-info.ts) so that the page's first module
// can ask with it at boot (features/asset/prefetch.ts) without React.
export const ASSET_INFO_BODY = {}
