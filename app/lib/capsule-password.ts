/**
 * The shortest capsule password the stylist may set. Shorter ones, set before this rule, are
 * flagged to her as weak (issue 26, point 7).
 */
export const CAPSULE_PASSWORD_MIN = 8
