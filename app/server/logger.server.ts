import pino from 'pino'

import { env } from './env.server'

export const logger = pino({
  level: env.NODE_ENV === 'test' ? 'warn' : 'info',
  base: undefined,
})
