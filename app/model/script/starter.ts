import { parseJson } from '../json/parseJson'
import { JsonObject } from '../json/values'
import { makeDoc, type ScriptDoc } from './document'

/** The script a new user starts from: a prompt, a post-prompt and one function. */
export const STARTER_SCRIPT = `{
  "version": "1.0.0",
  "sections": {
    "main": [
      {
        "answer": {}
      },
      {
        "ai": {
          "prompt": {
            "text": "You are the friendly phone assistant of Example Bakery. Help callers check on an order: ask for the order number, look it up, and tell them its status in plain words."
          },
          "post_prompt": {
            "text": "Summarize the call in two sentences. Include the order number if the caller gave one."
          },
          "post_prompt_url": "https://example.com/call-summary",
          "SWAIG": {
            "functions": [
              {
                "function": "lookup_order",
                "description": "Look up an order by its number and tell the caller its status.",
                "parameters": {
                  "type": "object",
                  "properties": {
                    "order_number": {
                      "type": "string",
                      "description": "The order number the caller gives"
                    }
                  },
                  "required": [
                    "order_number"
                  ]
                },
                "web_hook_url": "https://example.com/swaig/lookup_order"
              }
            ]
          }
        }
      }
    ]
  }
}
`

/** A fresh copy of the starter script. */
export function starterDoc(): ScriptDoc {
  const parsed = parseJson(STARTER_SCRIPT)
  if (!parsed.ok || !(parsed.value instanceof JsonObject))
    throw new Error('The starter script does not parse')
  return makeDoc(parsed.value)
}
