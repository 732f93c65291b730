import { invoiceAccess } from '~/features/billing/invoice-access.server'
import { pdfFileName } from '~/features/billing/invoice-mail.server'
import { renderInvoicePdf } from '~/features/billing/invoice-pdf.server'

import type { Route } from './+types/invoice-pdf'

/** The invoice as a PDF, for whoever may open its link (the same rule, the same 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t')
  const access = await invoiceAccess(request, params.invoiceId, token)
  if (!access) {
    return new Response('Invoice not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const bytes = await renderInvoicePdf(access.view)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName(access.view)}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'same-origin',
    },
  })
}
