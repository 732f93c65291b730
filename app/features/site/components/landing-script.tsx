import { useNonce } from '~/lib/nonce'

import code from '../enhance/landing.ts?inline-script'

/**
 * The landing page's one script (enhance/landing.ts), inline: the page is not hydrated, and an
 * inline module costs no request (decision 017). Allowed by the request's nonce, or by its hash
 * when the page is rendered once for everyone (decision 008).
 */
export function LandingScript() {
  const nonce = useNonce()
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}
