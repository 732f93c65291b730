import { z } from 'zod'

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null))

export const ClientSchema = z.object({
  name: z
    .string({ error: "Enter the client's name." })
    .trim()
    .min(1, "Enter the client's name.")
    .max(120, 'Use at most 120 characters.'),
  email: optionalText(254, 'That e-mail address is too long.').pipe(
    z.email('Enter a valid e-mail address.').nullable(),
  ),
  phone: optionalText(40, 'That phone number is too long.').pipe(
    z
      .string()
      .regex(/^\+?[\d\s().-]{3,}$/, 'Enter a valid phone number.')
      .nullable(),
  ),
})

export type ClientInput = z.infer<typeof ClientSchema>
