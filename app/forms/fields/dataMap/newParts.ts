/** A new expression and a new webhook, as the data map editor adds them (ready to fill in). */
export const newExpression = () => ({ string: '', pattern: '', output: { response: '' } })
export const newWebhook = () => ({ url: '', output: { response: '' } })
