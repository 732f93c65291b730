import pino, { type LoggerOptions } from 'pino'

import { env } from './env.server'

export const loggerOptions: LoggerOptions = {
  level: env.NODE_ENV === 'test' ? 'warn' : 'info',
  base: undefined,
  // A stylist's Stripe keys never reach a log line, whatever object carries them (decision 047).
  redact: {
    paths: [
      'secretKey',
      'webhookSecret',
      'signingSecret',
      '*.secretKey',
      '*.webhookSecret',
      '*.signingSecret',
      '*.headers.authorization',
      '*.headers["stripe-signature"]',
    ],
    censor: '[redacted]',
  },
}

export const logger = pino(loggerOptions)
