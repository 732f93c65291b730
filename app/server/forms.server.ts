import { data } from 'react-router'
import type { z } from 'zod'

import { type FieldErrors, fieldErrors, type FormResult } from '~/lib/form-errors'
import { cleanText, formFields } from '~/lib/read-form'

import { savedReply, savesOnce } from './once.server'

/**
 * The one way an action reads a form (decision record 015): the request's text fields, cleaned
 * of control characters by `formFields`, files left out. A field sent more than once keeps its
 * last value in `fields`; `all(name)` gives every value in order (picked `itemIds`).
 */
export type FormInput = {
  readonly fields: Readonly<Record<string, string>>
  all(name: string): string[]
}

/** A form's cleaned input, from the request's FormData (or plain fields, in tests). */
export function formInput(source: FormData | Record<string, string>): FormInput {
  const form = source instanceof FormData ? source : formDataOf(source)
  const fields = formFields(form)
  const all = (name: string) =>
    form
      .getAll(name)
      .filter((value) => typeof value === 'string')
      .map(cleanText)
  return { fields, all }
}

function formDataOf(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

function isInput(source: FormInput | FormData | Record<string, string>): source is FormInput {
  return !(source instanceof FormData) && typeof source.all === 'function'
}

/** Reads a request's form; a body that is not a form reads as an empty one (then 400s). */
export async function readInput(request: Request): Promise<FormInput> {
  try {
    return formInput(await request.formData())
  } catch {
    return formInput({})
  }
}

/** A `data(…)` reply of an action, with its status. */
type DataReply = ReturnType<typeof data<FormResult>>

/** Any answer an action gives: a `data(…)` reply or a Response (redirects). */
export type Reply = DataReply | Response

/** The save happened: `{ ok: true }`, with what the form needs next (`undo`, `itemId`…). */
export function saved<Extra extends object = object>(extra?: Extra, init?: ResponseInit) {
  return savedReply(data<FormResult & Extra>({ ok: true, ...(extra as Extra) }, init))
}

/** One message for the whole form: 404 for a row that is gone or not this account's. */
export function formError(message: string, status: number) {
  return data<FormResult>({ formError: message }, { status })
}

/** Messages next to fields (400 unless said otherwise). */
export function fieldError(errors: FieldErrors, status = 400) {
  return data<FormResult>({ errors }, { status })
}

/** A refusal a feature module already worded (field errors and/or a form error). */
export function refused<Result extends FormResult>(result: Result, status: number) {
  return data<Result>(result, { status })
}

/**
 * The parsed form, or the 400 reply that says what to fix (`errors`: field name → first message,
 * for answers that are not a form's, e.g. JSON `{ error }`). Names in
 * `lists` reach the schema as arrays of every value sent; names in `keep` come back in `values`
 * on a failure, for forms that re-render from the answer (never passwords).
 */
export function parseForm<Schema extends z.ZodType>(
  input: FormInput,
  schema: Schema,
  options: { lists?: readonly string[]; keep?: readonly string[] } = {},
):
  | { success: true; data: z.output<Schema> }
  | { success: false; errors: FieldErrors; reply: DataReply } {
  const source: Record<string, unknown> = { ...input.fields }
  for (const name of options.lists ?? []) source[name] = input.all(name)
  const parsed = schema.safeParse(source)
  if (parsed.success) return { success: true, data: parsed.data }
  const errors = fieldErrors(parsed.error)
  const result: FormResult = { errors }
  if (options.keep?.length) {
    result.values = Object.fromEntries(options.keep.map((name) => [name, input.fields[name] ?? '']))
  }
  return { success: false, errors, reply: data(result, { status: 400 }) }
}

/** Where an intent runs: the signed-in account, and the rows the page is about (route params). */
export type IntentContext = {
  ownerId: string
  request: Request
  /** The capsule the page is about (a capsule's pages). */
  capsuleId?: string
  /** The client the page is about (a client's page, the all-items page's `?client=`). */
  clientId?: string
  /** The outfit the page is about (the outfit editor). */
  outfitId?: string
  /** The invoice the page is about (an invoice's page). */
  invoiceId?: string
}

export type IntentHandler = (input: FormInput, context: IntentContext) => Promise<Reply>

/** A feature's intents by name, `<verb>-<thing>`: `{ 'create-client': handler, … }`. */
export type Intents = Readonly<Record<string, IntentHandler>>

export const UNKNOWN_INTENT = 'Unknown action.'

/** Runs the form's intent if `intents` has it; null when it does not. */
export async function runIntent(
  intents: Intents,
  source: FormInput | FormData | Record<string, string>,
  context: IntentContext,
): Promise<Reply | null> {
  const input = isInput(source) ? source : formInput(source)
  const intent = input.fields.intent ?? ''
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined
  return handler ? handler(input, context) : null
}

/**
 * One map of the intents a route serves, from its features' maps. A name served twice throws
 * here, when the route module is loaded (at start), instead of one handler silently winning.
 */
export function mergeIntents(maps: readonly Intents[]): Intents {
  const merged: Record<string, IntentHandler> = {}
  for (const map of maps) {
    for (const [name, handler] of Object.entries(map)) {
      if (Object.hasOwn(merged, name)) {
        throw new Error(`The intent "${name}" is served twice on one route.`)
      }
      merged[name] = handler
    }
  }
  return merged
}

/**
 * A route's action from the intent maps it serves (merged by `mergeIntents`): `context` guards
 * (requireUser) and says where the page is, then the form's intent runs — an unknown or missing
 * intent is one 400, here. Saves are applied once per key (`savesOnce`), so a retried save never
 * saves twice.
 */
export function intentAction<Args extends { request: Request }>(
  intents: Intents | readonly Intents[],
  context: (args: Args) => Promise<IntentContext>,
) {
  const served = mergeIntents(Array.isArray(intents) ? intents : [intents as Intents])
  return savesOnce(async (args: Args): Promise<Reply> => {
    const where = await context(args)
    const input = await readInput(args.request)
    return (await runIntent(served, input, where)) ?? formError(UNKNOWN_INTENT, 400)
  })
}
