import { Icon } from '~/components/ui/icon'

export function CapsuleNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-6 text-center">
      <div>
        <Icon name="sparkles" className="mx-auto size-8 text-accent" strokeWidth={1.25} />
        <h1 className="mt-5 font-display text-4xl font-medium">Capsule not found</h1>
        <p className="mt-3 max-w-sm text-muted">
          The link may be mistyped, or this capsule is not available any more. Ask your stylist for
          a fresh link.
        </p>
      </div>
    </main>
  )
}
