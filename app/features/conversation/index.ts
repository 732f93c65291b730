// The conversation's UI for the screens of a higher feature (the stylist's Feedback view).
export { StylistThread } from './components/stylist-thread'
export { type ThreadView } from './types'
