import { formatPrice, type Price } from './money'

// The style questionnaire's shapes, bounds and default questions: shared by the stylist's editor
// (browser), the client's page and the server (features/questionnaire). The database stores
// these shapes (app/features/questionnaire/tables.server.ts).

export const QUESTION_KINDS = [
  'short',
  'long',
  'one',
  'several',
  'scale',
  'size',
  'photos',
] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const KIND_LABELS: Record<QuestionKind, string> = {
  short: 'Short text',
  long: 'Long text',
  one: 'One choice',
  several: 'Several choices',
  scale: 'Scale (1 to 5)',
  size: 'Size',
  photos: 'Photos',
}

/** The client profile fields an answer may be copied into, with their labels. */
export const PROFILE_TARGETS = {
  sizeTops: 'Size: tops',
  sizeBottoms: 'Size: bottoms',
  sizeDress: 'Size: dress',
  sizeShoes: 'Size: shoes',
  measurements: 'Measurements',
  coloursLoved: 'Colours she loves',
  coloursAvoided: 'Colours she avoids',
  budget: 'Budget per season',
  styleWords: 'Style words',
} as const
export type ProfileTarget = keyof typeof PROFILE_TARGETS

export const isProfileTarget = (value: unknown): value is ProfileTarget =>
  typeof value === 'string' && Object.hasOwn(PROFILE_TARGETS, value)

/** Her profile's values of those fields as text (what "Copy to profile" shows as old). */
export function profileText(
  profile: Record<Exclude<ProfileTarget, 'budget'>, string | null> & { budget: Price | null },
): Record<ProfileTarget, string> {
  const text = {} as Record<ProfileTarget, string>
  for (const field of Object.keys(PROFILE_TARGETS) as ProfileTarget[]) {
    text[field] =
      field === 'budget'
        ? profile.budget
          ? formatPrice(profile.budget)
          : ''
        : (profile[field] ?? '')
  }
  return text
}

/** The kinds whose answer is text a profile field can take. */
export const MAPPABLE_KINDS: readonly QuestionKind[] = ['short', 'long', 'one', 'several', 'size']

export type Question = {
  id: string
  kind: QuestionKind
  label: string
  help?: string
  options?: string[]
  photoCount?: number
  profileField?: string
}

export type Answer = string | string[] | number
export type Answers = Record<string, Answer>

/** Every bound of a questionnaire, checked by the server (and shown by the forms). */
export const QUESTIONNAIRE_LIMITS = {
  questions: 40,
  label: 200,
  help: 300,
  options: 12,
  option: 80,
  photoCount: 6,
  /** Photos in one questionnaire, all questions together. */
  photos: 12,
  short: 300,
  long: 2000,
  size: 40,
  scale: 5,
} as const

/** How many questions a step of the client's page shows. */
export const QUESTIONS_PER_STEP = 4

/** An answer as a line of text (for the stylist's page, the review and a profile field). */
export function answerText(answer: Answer | undefined): string {
  if (answer === undefined) return ''
  if (Array.isArray(answer)) return answer.join(', ')
  if (typeof answer === 'number') return `${answer} of ${QUESTIONNAIRE_LIMITS.scale}`
  return answer
}

/** The questionnaire every stylist starts from, until she edits her own. */
export const DEFAULT_QUESTIONS: Question[] = [
  {
    id: 'size-tops',
    kind: 'size',
    label: 'Your size in tops',
    help: 'For example UK 12 or M.',
    profileField: 'sizeTops',
  },
  {
    id: 'size-bottoms',
    kind: 'size',
    label: 'Your size in trousers and skirts',
    profileField: 'sizeBottoms',
  },
  { id: 'size-dress', kind: 'size', label: 'Your dress size', profileField: 'sizeDress' },
  { id: 'size-shoes', kind: 'size', label: 'Your shoe size', profileField: 'sizeShoes' },
  {
    id: 'measurements',
    kind: 'long',
    label: 'Your measurements',
    help: 'Bust, waist, hips, inside leg and height: whatever you know.',
    profileField: 'measurements',
  },
  { id: 'colours-loved', kind: 'short', label: 'Colours you love', profileField: 'coloursLoved' },
  {
    id: 'colours-avoided',
    kind: 'short',
    label: 'Colours you avoid',
    profileField: 'coloursAvoided',
  },
  {
    id: 'lifestyle',
    kind: 'long',
    label: 'Your lifestyle',
    help: 'What does an ordinary week look like for you?',
  },
  {
    id: 'week',
    kind: 'several',
    label: 'Where is your week spent?',
    options: [
      'At the office',
      'Working from home',
      'With children',
      'Evenings out',
      'Travelling',
      'Outdoors',
    ],
  },
  { id: 'budget', kind: 'short', label: 'Your budget per season', profileField: 'budget' },
  {
    id: 'style-words',
    kind: 'short',
    label: 'Three words for the style you want',
    profileField: 'styleWords',
  },
  { id: 'brands', kind: 'short', label: 'Brands you love' },
  { id: 'change', kind: 'long', label: 'What would you like to change?' },
  {
    id: 'photo-face',
    kind: 'photos',
    label: 'Your face in natural light, with no make-up',
    photoCount: 1,
  },
  { id: 'photo-full', kind: 'photos', label: 'A full-length photo of you', photoCount: 1 },
  { id: 'photo-outfits', kind: 'photos', label: 'Three favourite outfits', photoCount: 3 },
  { id: 'photo-never', kind: 'photos', label: 'Pieces you never wear', photoCount: 3 },
]
