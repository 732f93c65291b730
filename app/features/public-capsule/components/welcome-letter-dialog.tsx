import { Dialog } from '~/components/ui/dialog'

/** The capsule's description as a letter on paper. Plain text: line breaks kept, no HTML. */
export function WelcomeLetterDialog({
  open,
  onClose,
  letter,
  brand,
}: {
  open: boolean
  onClose: () => void
  letter: string
  brand: string
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Welcome Letter" variant="paper">
      <div className="pb-2 font-display text-xl leading-8 whitespace-pre-line text-ink">
        {letter}
      </div>
      <p className="mt-6 text-right font-display text-lg text-accent italic">— {brand}</p>
    </Dialog>
  )
}
