// The Stripe stub (tests/support/stripe-stub.ts) as a process of its own, for the browser
// journeys (playwright.config.ts starts it):  STRIPE_STUB_PORT=12111 node tests/support/stripe-stub-server.ts
import { startStripeStub } from './stripe-stub.ts'

const stub = await startStripeStub({ port: Number(process.env.STRIPE_STUB_PORT ?? 12111) })
console.info(`stripe-stub: on ${stub.url}`)

const stop = () => void stub.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
