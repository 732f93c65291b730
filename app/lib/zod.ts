import { z } from 'zod'

// zod compiles fast object parsers with `new Function` where it may, and asks the browser first;
// the pages' policy forbids evaluating code, so each ask would be reported as a violation. Every
// schema imports zod from here, so the plain parser is chosen before any schema is built, in
// the browser and on the server alike (forms are small: the difference does not show).
z.config({ jitless: true })

export * from 'zod'
