/** The Feedback tab's name, with how much is new since she last looked. */
export function FeedbackLabel({ unread }: { unread: number }) {
  return (
    <>
      Feedback
      <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-white">
        {unread} new
      </span>
    </>
  )
}
