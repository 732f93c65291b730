import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

/**
 * Her client's submitted answers, seen: once her page shows them, an explicit POST (never a GET)
 * takes "Questionnaire answered" off the client's card and the count off the navigation.
 */
export function useAnswersSeen(questionnaireId: string | null, unseen: boolean) {
  const { submit } = useFetcher()
  const sentFor = useRef<string | null>(null)
  useEffect(() => {
    if (!questionnaireId || !unseen || sentFor.current === questionnaireId) return
    sentFor.current = questionnaireId
    void submit({ intent: 'mark-answers-seen' }, { method: 'post' })
  }, [questionnaireId, unseen, submit])
}
