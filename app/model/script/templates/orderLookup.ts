import { STARTER_SCRIPT } from '../starter'
import type { ScriptTemplate } from './types'

/** A function served by the customer's own webhook, with one required input (the starter). */
export const ORDER_LOOKUP: ScriptTemplate = {
  id: 'order-lookup',
  name: 'Order lookup',
  summary: 'Looks up an order on your own server through a webhook, with one required input.',
  script: JSON.parse(STARTER_SCRIPT) as object,
}
