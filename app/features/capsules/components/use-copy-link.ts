import { useCallback } from 'react'

import { useToast } from '~/components/ui/toast'

/** Copies text, falling back to a hidden text area where the Clipboard API is unavailable. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    return copied
  }
}

/** Copy Link: copies the capsule's absolute URL and says "Link copied to clipboard!". */
export function useCopyLink() {
  const { toast } = useToast()
  return useCallback(
    async (url: string) => {
      if (await copyText(url)) toast('Link copied to clipboard!', { tone: 'success' })
      else toast(`Copy this link: ${url}`, { tone: 'info' })
    },
    [toast],
  )
}
