// The signing secret outside production, shared by the gateway and the mock upstream. It is published
// here, so production refuses it (gateway/src/config/sign-secret.ts); the client must never import this module
// (tests/client/bundle-secrets.test.ts looks for it in the bundle).

export const DEV_SIGN_SECRET = 'dev-secret'
