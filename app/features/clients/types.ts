/** A client as the dashboard shows it (dates arrive serialised). */
export type ClientView = {
  id: string
  name: string
  email: string | null
  phone: string | null
  createdAt: Date | string
}
