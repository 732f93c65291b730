import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'

/** The public landing screen (the full site arrives with the public-site work). */
export function Landing() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="fixed inset-x-0 top-0 z-10 border-b border-line/70 bg-canvas/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5">
          <Link to="/" className="font-display text-2xl font-semibold tracking-wide">
            Capsule Studio
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-6 pt-16 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-accent">
          Personal styling
        </p>
        <h1 className="mt-5 font-display text-5xl leading-tight font-medium sm:text-6xl">
          A wardrobe that feels like you
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
          Styling services and wardrobe building, perfectly curated for your life.
        </p>
      </main>
      <footer className="border-t border-line py-8 text-center text-sm text-muted">
        <p>© 2025 Capsule Studio</p>
        <Link
          to="/dashboard"
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mt-2' })}
        >
          Stylist sign in
        </Link>
      </footer>
    </div>
  )
}
