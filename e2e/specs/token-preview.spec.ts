import type { Page } from '@playwright/test'
import { test, expect } from '../fixtures'
import { PreviewPanel } from '../pages/PreviewPanel'

// The e2e server runs the mock with SWAIG_MOCK_SECONDS_PER_MINUTE=10: a 1-minute token lives 10 s.
const PROJECT_TOKEN = 'PTdev-swaig-studio-not-a-secret'

test.describe('client preview', () => {
  test('connects the real client, which becomes ready; the JWT is shown decoded', async ({
    studio,
  }) => {
    const page = studio.page
    const preview = new PreviewPanel(page)
    await preview.open()
    await preview.connect({ resource: 'alice', minutes: 15 })
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    await expect(preview.claim('resource')).toHaveText('alice')
    await expect(preview.claim('iss')).toHaveText('SignalWire JWT')
    await expect(preview.claim('scope')).toHaveText('webrtc')
    await expect(preview.claim('refresh token')).toContainText('Held by the server')
    await expect(preview.countdown).toContainText(/Expires in \d+:\d\d/)
    await expect(page.getByLabel('Browser client snippet')).toContainText(
      "import { Relay } from '@signalwire/js'",
    )
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(preview.status).toContainText('Disconnected')
  })

  test('refreshes a 1-minute token automatically, and the client stays connected', async ({
    studio,
  }) => {
    const page = studio.page
    const preview = new PreviewPanel(page)
    await preview.open()
    await preview.connect({ minutes: 1 })
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    await expect(preview.status).toContainText(/Refreshed [1-9]/, { timeout: 15_000 })
    const refreshes = async () =>
      Number(/Refreshed (\d+)/.exec(await preview.status.innerText())?.[1] ?? 0)
    const before = await refreshes()
    const jti = await preview.claim('jti').innerText()
    await expect.poll(refreshes, { timeout: 30_000 }).toBeGreaterThan(before)
    await expect(preview.claim('jti')).not.toHaveText(jti)
    // More than one token lifetime (10 s) later the client is still connected: each refresh
    // extended the session.
    await expect.poll(refreshes, { timeout: 30_000 }).toBeGreaterThan(before + 1)
    await expect(preview.status).toContainText('Ready')
  })

  test('with automatic refresh off, the client is disconnected at expiry and the panel says so', async ({
    studio,
  }) => {
    const page = studio.page
    const preview = new PreviewPanel(page)
    await preview.open()
    await preview.connect({ minutes: 1, autoRefresh: false })
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    await expect(preview.status).toContainText('Disconnected', { timeout: 20_000 })
    await expect(preview.status).toContainText('The token expired')
    await expect(preview.countdown).toHaveText('Expired')
  })

  test('no response to the browser ever carries the project token or a refresh token', async ({
    studio,
  }) => {
    const page = studio.page
    const leaks: string[] = []
    watchForSecrets(page, leaks)
    const preview = new PreviewPanel(page)
    await preview.open()
    await preview.connect({ minutes: 1 })
    await expect(preview.status).toContainText(/Refreshed [1-9]/, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Refresh token' }).click()
    await expect(preview.status).toContainText(/Refreshed [2-9]/)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    expect(leaks).toEqual([])
  })
})

/**
 * A JWT-shaped string, matched only from the start of a run of base64url characters: without
 * the lookbehind, a long run with no dot (the dev server's modules have them) takes time
 * quadratic in its length and stalled the test for minutes.
 */
const JWT_LIKE = /(?<![\w-])[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/g

/** Records every HTTP response and WebSocket frame that holds a secret the page must not see. */
function watchForSecrets(page: Page, leaks: string[]) {
  const check = (where: string, text: string) => {
    if (text.includes(PROJECT_TOKEN)) leaks.push(`${where}: the project token`)
    for (const token of text.match(JWT_LIKE) ?? []) {
      try {
        const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
          typ?: string
        }
        if (header.typ === 'Refresh') leaks.push(`${where}: a refresh token`)
      } catch {
        // Not a JWT.
      }
    }
  }
  page.on('response', async (res) => {
    check(`${res.url()} headers`, JSON.stringify(await res.allHeaders()))
    const type = res.headers()['content-type'] ?? ''
    if (/json|text|javascript/.test(type)) check(res.url(), await res.text().catch(() => ''))
  })
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => check(`${ws.url()} frame`, String(f.payload)))
  })
}
