/** The studio's brand name, shown on client pages and collages. */
export async function getBrandName(): Promise<string> {
  return 'Capsule Studio'
}
