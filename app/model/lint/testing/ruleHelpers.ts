/** Small builders shared by the rule cases (`positiveCases.ts`, `negativeCases.ts`). */

export const AI = '/sections/main/1/ai'
export const webhook = (url: string, extra: object = {}) => ({
  webhooks: [{ url, method: 'GET', output: { response: 'ok' }, ...extra }],
})
export const dataMap = (response: string) => ({ output: { response } })
export const english = { name: 'English', code: 'en-US', voice: 'openai.alloy' }
export const nested = {
  type: 'object',
  properties: {
    address: {
      type: 'object',
      properties: { street: { type: 'string' } },
      required: ['street', 'zip'],
    },
    tags: { type: 'array', items: { type: 'str' } },
  },
}
