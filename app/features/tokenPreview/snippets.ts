import { jsString, shellQuote } from './quoting'

export interface SnippetInput {
  /** The token endpoint's base URL, or `undefined` for "your space" (a placeholder is used). */
  baseUrl: string | undefined
  project: string
  jwt: string
  host: string | undefined
  resource: string
  expiresIn: number
}

const PATH = '/api/relay/rest/jwt'

/**
 * Code that reproduces the preview's connection in the user's own app: the server-side token
 * call (curl and Node) and the browser client. The project token never appears: the server
 * code reads it from the environment. Every value is quoted for its language (`shellQuote`,
 * `jsString`), so a pasted snippet sends exactly the values typed and runs nothing else.
 */
export function connectionSnippets(input: SnippetInput): {
  curl: string
  node: string
  client: string
} {
  const bodyJson = JSON.stringify({
    ...(input.resource ? { resource: input.resource } : {}),
    expires_in: input.expiresIn,
  })
  const curlUrl = input.baseUrl
    ? shellQuote(`${input.baseUrl}${PATH}`)
    : `"$SIGNALWIRE_SPACE_URL"${shellQuote(PATH)}`
  const curl = [
    `curl -X POST ${curlUrl} \\`,
    `  -u "$SIGNALWIRE_PROJECT_ID:$SIGNALWIRE_PROJECT_TOKEN" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(bodyJson)}`,
  ].join('\n')
  const nodeUrl = input.baseUrl
    ? jsString(`${input.baseUrl}${PATH}`)
    : `process.env.SIGNALWIRE_SPACE_URL + ${jsString(PATH)}`
  const node = [
    `// On your server: the project token never reaches the browser.`,
    `const auth = Buffer.from(\`\${process.env.SIGNALWIRE_PROJECT_ID}:\${process.env.SIGNALWIRE_PROJECT_TOKEN}\`).toString('base64')`,
    `const res = await fetch(${nodeUrl}, {`,
    `  method: 'POST',`,
    `  headers: { Authorization: \`Basic \${auth}\`, 'Content-Type': 'application/json' },`,
    `  body: ${jsString(bodyJson)},`,
    `})`,
    `const { jwt_token, refresh_token } = await res.json() // keep refresh_token on the server`,
  ].join('\n')
  const client = [
    `// In the browser, with @signalwire/js@^1`,
    `import { Relay } from '@signalwire/js'`,
    ``,
    `const client = new Relay({`,
    `  project: ${jsString(input.project)},`,
    `  token: ${jsString(input.jwt)},`,
    ...(input.host ? [`  host: ${jsString(input.host)},`] : []),
    `})`,
    `client.on('signalwire.ready', () => console.log('connected'))`,
    `client.on('signalwire.notification', async (n) => {`,
    `  // About a minute before expiry: ask your server for a new JWT (it does the PUT).`,
    `  if (n.type === 'refreshToken') await client.refreshToken(await getNewJwtFromYourServer())`,
    `})`,
    `client.connect()`,
  ].join('\n')
  return { curl, node, client }
}
