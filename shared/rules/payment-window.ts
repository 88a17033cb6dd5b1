// How long a payment handed to the provider stays open (PhonePe's 15-20 minutes, the mock's 15): the upstream
// then gives the order up as timed out, and the page's checking schedule reaches this far (client recharge/payment.ts).
export const PAYMENT_WINDOW_S = 15 * 60
