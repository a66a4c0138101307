/** Word lists and parameter shapes of the benchmark script generator (generate.ts). */

export const VERBS = [
  'lookup',
  'check',
  'book',
  'cancel',
  'update',
  'find',
  'list',
  'reserve',
  'send',
]
export const VERB_TEXT: Record<string, string> = {
  lookup: 'Look up',
  check: 'Check',
  book: 'Book',
  cancel: 'Cancel',
  update: 'Update',
  find: 'Find',
  list: 'List',
  reserve: 'Reserve',
  send: 'Send',
}
export const NOUNS = [
  'order',
  'table',
  'appointment',
  'delivery',
  'invoice',
  'ticket',
  'room',
  'flight',
  'parcel',
  'account',
  'subscription',
  'prescription',
]
export const WHEN = [
  'when the caller asks about it',
  'before confirming anything with the caller',
  'only after the caller has given every detail',
  'when the caller mentions a problem with it',
  'if the caller wants to change their plans',
]

export interface ParamSpec {
  name: string
  schema: Record<string, unknown>
}
export const PARAMS: ParamSpec[] = [
  {
    name: 'reference',
    schema: { type: 'string', description: 'The reference the caller reads out, such as AB-1234.' },
  },
  {
    name: 'date',
    schema: { type: 'string', format: 'date', description: 'The day, as YYYY-MM-DD.' },
  },
  {
    name: 'time',
    schema: {
      type: 'string',
      pattern: '^[0-2][0-9]:[0-5][0-9]$',
      description: 'The time of day, as HH:MM.',
    },
  },
  {
    name: 'party_size',
    schema: { type: 'integer', minimum: 1, maximum: 20, description: 'How many people.' },
  },
  {
    name: 'email',
    schema: { type: 'string', format: 'email', description: 'Where the confirmation goes.' },
  },
  {
    name: 'phone',
    schema: { type: 'string', description: 'A phone number to call back, with the country code.' },
  },
  {
    name: 'amount',
    schema: { type: 'number', minimum: 0, description: 'The amount in the caller’s currency.' },
  },
  {
    name: 'urgent',
    schema: { type: 'boolean', description: 'Whether the caller needs it today.' },
  },
  {
    name: 'channel',
    schema: {
      type: 'string',
      enum: ['sms', 'email', 'call'],
      description: 'How the caller wants to hear back.',
    },
  },
  {
    name: 'priority',
    schema: {
      type: 'string',
      enum: ['low', 'normal', 'high'],
      description: 'How urgent the request is.',
    },
  },
  {
    name: 'notes',
    schema: {
      type: 'string',
      maxLength: 500,
      description: 'Anything else the caller said that matters.',
    },
  },
  {
    name: 'items',
    schema: {
      type: 'array',
      items: { type: 'string' },
      description: 'The items the caller named, one per entry.',
    },
  },
  {
    name: 'city',
    schema: { type: 'string', description: 'The city the caller is in or asks about.' },
  },
  {
    name: 'language',
    schema: {
      type: 'string',
      enum: ['en', 'es', 'fr'],
      description: 'The language for the follow-up.',
    },
  },
]

export const FILLERS: Record<string, string[]> = {
  'en-US': ['One moment, please.', 'Let me check that for you.', 'Just a second.', 'Bear with me.'],
  'es-ES': ['Un momento, por favor.', 'Déjeme comprobarlo.', 'Un segundo.', 'Enseguida.'],
  'fr-FR': ['Un instant, s’il vous plaît.', 'Je vérifie.', 'Une seconde.', 'Je regarde cela.'],
}
