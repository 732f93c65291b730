import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The quiet, centred frame every account screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-5 py-12">
      <Link
        to="/"
        reloadDocument
        className="mb-8 font-display text-2xl font-semibold tracking-wide"
      >
        Capsule Studio
      </Link>
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-7 shadow-card sm:p-9">
        <h1 className="text-center font-display text-4xl font-medium">{title}</h1>
        <p className="mt-2 text-center text-sm text-muted">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </main>
  )
}

/** The footer of the password screens: back to the sign-in form. */
export function BackToSignIn() {
  return (
    <Link to="/dashboard" className="font-medium text-accent underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  )
}
