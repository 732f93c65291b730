/** The EFF's long word list (7,776 words) as shipped by @zxcvbn-ts/language-common. */
declare module '@zxcvbn-ts/language-common/dist/diceware.json.mjs' {
  const words: string[]
  export default words
}
