import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('capsule/:capsuleId', 'routes/capsule.tsx'),
  route('capsule/:capsuleId/feedback', 'routes/capsule-feedback.ts'),
  route('capsule/:capsuleId/messages', 'routes/capsule-messages.ts'),
  route('capsule/:capsuleId/emails-off', 'routes/capsule-emails-off.tsx'),
  route('capsule/:capsuleId/visit', 'routes/capsule-visit.ts'),
  route('inquiry', 'routes/inquiry.ts'),
  route('newsletter', 'routes/newsletter.ts'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),

  route('auth/sign-in', 'routes/auth/sign-in.ts'),
  route('auth/sign-up', 'routes/auth/sign-up.ts'),
  route('auth/sign-out', 'routes/auth/sign-out.ts'),
  route('auth/two-factor', 'routes/auth/two-factor.ts'),
  route('auth/resend-confirmation', 'routes/auth/resend-confirmation.ts'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),

  route('dashboard/uploads', 'routes/dashboard/uploads.ts'),
  route('dashboard/link-import', 'routes/dashboard/link-import.ts'),
  route('dashboard/subscribers.csv', 'routes/dashboard/subscribers-csv.ts'),
  route('dashboard/export.zip', 'routes/dashboard/export.ts'),
  route('dashboard/capsules/:capsuleId/collage', 'routes/dashboard/collage.ts'),
  route('dashboard/capsules/:capsuleId/thread', 'routes/dashboard/capsule-thread.ts'),
  route('dashboard/undo', 'routes/dashboard/undo.ts'),
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/clients.tsx'),
    route('clients/:clientId', 'routes/dashboard/client.tsx'),
    route('capsules', 'routes/dashboard/capsules.tsx'),
    route('capsules/:capsuleId', 'routes/dashboard/capsule.tsx'),
    route('capsules/:capsuleId/items', 'routes/dashboard/capsule-items.tsx'),
    route('capsules/:capsuleId/outfits/:outfitId', 'routes/dashboard/outfit.tsx'),
    route('items', 'routes/dashboard/items.tsx'),
    route('inquiries', 'routes/dashboard/inquiries.tsx'),
    route('site', 'routes/dashboard/site.tsx'),
    route('account', 'routes/dashboard/account.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
