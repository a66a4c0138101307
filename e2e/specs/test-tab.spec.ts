import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { test, expect, type StudioPage } from '../fixtures'
import { TestPanel } from '../pages/TestPanel'

/*
 * The Test tab: a data_map run against a pasted reply, read step by step; a web_hook_url
 * function sent to a real server (started here); cases saved, kept across a reload, run all.
 */

const weather = {
  function: 'get_weather',
  description: 'The weather in a city.',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name' } },
    required: ['city'],
  },
  data_map: {
    webhooks: [
      {
        url: 'https://api.weather.example/v1/forecast?q=${enc:args.city}&units=${global_data.units}',
        method: 'GET',
        error_keys: ['error'],
        foreach: {
          input_key: 'days',
          output_key: 'summary',
          max: 2,
          append: '${this.day}: ${this.sky}. ',
        },
        output: {
          response: 'In ${args.city} it is ${current.temp} degrees. ${summary}',
          action: [{ set_global_data: { last_city: '${args.city}' } }],
        },
      },
    ],
    output: { response: 'The weather service is not answering.' },
  },
}
const order = (url: string) => ({
  function: 'lookup_order',
  description: 'Look up an order.',
  parameters: {
    type: 'object',
    properties: { order_number: { type: 'string', description: 'The order number' } },
    required: ['order_number'],
  },
  web_hook_url: url,
})
const script = (functions: object[]) =>
  JSON.stringify(
    {
      version: '1.0.0',
      sections: {
        main: [
          { answer: {} },
          {
            ai: {
              prompt: { text: 'You are a helpful assistant.' },
              post_prompt: { text: 'Summarize the call.' },
              global_data: { units: 'metric' },
              SWAIG: { functions },
            },
          },
        ],
      },
    },
    null,
    2,
  )
const threeDays = JSON.stringify({
  current: { temp: 21.5 },
  days: [
    { day: 'Mon', sky: 'sunny' },
    { day: 'Tue', sky: 'rain' },
    { day: 'Wed', sky: 'snow' },
  ],
})

test.describe('the Test tab', () => {
  test('runs a data_map against a pasted reply; the trace reads step by step', async ({
    studio,
  }) => {
    await studio.load(script([weather]), 'weather.json')
    await studio.selectFunction('get_weather')
    const t = new TestPanel(studio.page)
    await t.open()
    await t.arg('city').fill('São Paulo')
    await t.replyBody(1).fill(threeDays)
    await t.run()
    await expect(t.result).toContainText('Output')
    await expect(t.heard).toHaveText('In São Paulo it is 21.5 degrees. Mon: sunny. Tue: rain. ')
    await expect(t.step('request')).toContainText(
      'GET https://api.weather.example/v1/forecast?q=S%C3%A3o%20Paulo&units=metric',
    )
    await expect(t.step('reply')).toContainText('reply 1 answered 200')
    await expect(t.step('error_keys')).toContainText('none of the error_keys (error) is set')
    await expect(t.step('foreach')).toContainText('2 of 3 elements of days (max 2) built summary')
    await expect(t.step('output')).toContainText('The webhook produced the output')
    await expect(t.actions).toHaveText('Sets global_data last_city')

    // The API says it failed: the top-level output answers instead.
    await t.replyBody(1).fill('{"error": "quota exceeded"}')
    await t.run()
    await expect(t.result).toContainText('Fallback output')
    await expect(t.step('failed')).toContainText(
      'failed (error_keys): the reply has "error": quota exceeded',
    )
    await expect(t.heard).toHaveText('The weather service is not answering.')
  })

  test('sends a web_hook_url function’s request to a local server and shows its reply', async ({
    studio,
  }) => {
    const seen: {
      method?: string
      url?: string
      headers: IncomingMessage['headers']
      body: string
    }[] = []
    const server: Server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body })
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify({
            response: 'Order ${args.order_number} ships Monday',
            action: [{ say: 'One moment' }],
          }),
        )
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as AddressInfo).port
    try {
      await studio.load(script([order(`ann:s3cret@http://127.0.0.1:${port}/swaig`)]), 'orders.json')
      await studio.selectFunction('lookup_order')
      const t = new TestPanel(studio.page)
      await t.open()
      await t.arg('order_number').fill('A-1001')
      await expect(t.request).toContainText(`POST http://127.0.0.1:${port}/swaig`)
      await expect(t.request).toContainText(
        `Authorization: Basic ${Buffer.from('ann:s3cret').toString('base64')}`,
      )
      const send = t.panel.getByRole('button', { name: 'Send to my server' })
      await expect(send).toBeDisabled()
      await t.allowSend.click()
      await send.click()
      await expect(t.result).toContainText('sent to your server')
      await expect(t.heard).toHaveText('Order A-1001 ships Monday')
      await expect(t.actions).toHaveText('Says “One moment”')
      expect(seen).toHaveLength(1)
      const got = seen[0]!
      expect(got).toMatchObject({ method: 'POST', url: '/swaig' })
      expect(got.headers.authorization).toBe(
        `Basic ${Buffer.from('ann:s3cret').toString('base64')}`,
      )
      expect(got.headers.cookie).toBeUndefined()
      const body = JSON.parse(got.body)
      expect(body).toMatchObject({
        function: 'lookup_order',
        argument: { parsed: [{ order_number: 'A-1001' }], raw: '{"order_number":"A-1001"}' },
        content_type: 'text/swaig',
      })
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  test('a saved case stays across a reload; Run all passes, then fails when the script changes', async ({
    studio,
    page,
  }) => {
    await studio.load(script([weather]), 'weather.json')
    await studio.selectFunction('get_weather')
    const t = new TestPanel(page)
    await t.open()
    await t.arg('city').fill('Oslo')
    await t.replyBody(1).fill(threeDays)
    await t.run()
    await t.saveCase('two days')
    await expect(t.cases('get_weather')).toHaveText(['two days'])
    await expect
      .poll(
        async () =>
          ((await studio.savedEnvelope()) as { tests?: { cases: unknown[] } } | null)?.tests?.cases
            .length,
      )
      .toBe(1)

    await studio.reload()
    await t.open()
    await expect(t.panel.getByRole('heading', { name: 'All test cases (1)' })).toBeVisible()
    await t.runAll()
    await expect(t.functionResult('get_weather')).toContainText('pass')
    await expect(t.functionResult('get_weather')).toContainText('1 passed, 0 failed')

    const changed = structuredClone(weather)
    changed.data_map.webhooks[0]!.output.response = 'Weather in ${args.city}: ${current.temp}.'
    await studio.load(script([changed]), 'weather.json')
    await t.runAll()
    await expect(t.functionResult('get_weather')).toContainText('fail')
    await expect(t.functionResult('get_weather')).toContainText(
      'expected the response "In Oslo it is 21.5 degrees. Mon: sunny. Tue: rain. ", got "Weather in Oslo: 21.5."',
    )
  })

  test('the test cases are exported beside the script and imported back', async ({
    studio,
    page,
  }) => {
    await studio.load(script([weather]), 'weather.json')
    await studio.selectFunction('get_weather')
    const t = new TestPanel(page)
    await t.open()
    await t.arg('city').fill('Oslo')
    await t.run()
    await t.saveCase('no reply')

    const downloads: { name: string; text: string }[] = []
    page.on('download', async (d) => {
      const stream = await d.createReadStream()
      let text = ''
      for await (const chunk of stream) text += chunk
      downloads.push({ name: d.suggestedFilename(), text })
    })
    await studio.toolbar.openExportMenu()
    await studio.toolbar.exportItem('Download JSON').click()
    await expect
      .poll(() => downloads.map((d) => d.name).sort())
      .toEqual(['weather.json', 'weather.tests.json'])
    const sidecar = downloads.find((d) => d.name === 'weather.tests.json')!
    expect(JSON.parse(sidecar.text)).toMatchObject({
      format: 'swaig-studio-tests',
      version: 1,
      cases: [{ function: 'get_weather', name: 'no reply', expect: { outcome: 'fallback' } }],
    })

    const renamed = sidecar.text.replace('"no reply"', '"imported"')
    await studio.toolbar.setImportFile({
      name: 'weather.tests.json',
      mimeType: 'application/json',
      buffer: Buffer.from(renamed),
    })
    await expect(studio.notice('Opened 1 test case from weather.tests.json')).toBeVisible()
    await expect(t.cases('get_weather')).toHaveText(['imported'])

    await studio.toolbar.setImportFile({
      name: 'bad.tests.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "swaig-studio-tests", "version": 1, "cases": [{}]}'),
    })
    await expect(studio.notice('Could not open the test cases in bad.tests.json')).toBeVisible()
    await expect(
      studio.notice(
        'cases[0].function: "function" (the name of the function to run) must be text, not missing',
      ),
    ).toBeVisible()
    await expect(t.cases('get_weather')).toHaveText(['imported'])
  })

  test('has no accessibility violations, with a result shown', async ({ studio, page }) => {
    await studio.load(script([weather]), 'weather.json')
    await studio.selectFunction('get_weather')
    const t = new TestPanel(page)
    await t.open()
    await t.arg('city').fill('Oslo')
    await t.replyBody(1).fill(threeDays)
    await t.run()
    await t.saveCase('sunny')
    await t.runAll()
    const results = await new AxeBuilder({ page })
      .include('#panel-test')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const violations = results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }))
    expect(violations).toEqual([])
  })
})

test.describe('${ completion', () => {
  /** Keeps a sample reply for get_weather (Test tab), so its keys are offered. */
  async function withSample(studio: StudioPage) {
    await studio.load(script([weather]), 'weather.json')
    await studio.selectFunction('get_weather')
    const t = new TestPanel(studio.page)
    await t.open()
    await t.replyBody(1).fill(threeDays)
    await t.panel.getByRole('button', { name: 'Keep as sample replies' }).click()
    await expect(studio.notice('Kept the sample replies of get_weather.')).toBeVisible()
  }

  test('in the code pane: the arguments and the sample reply’s keys', async ({ studio, page }) => {
    await withSample(studio)
    await page.getByRole('tab', { name: 'Code', exact: true }).click()
    await studio.code.find('degrees.')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.insertText(' ${cur')
    // insertText types no trigger character: ask for suggestions as a person can (Ctrl+Space).
    await page.keyboard.press('Control+Space')
    const suggest = page.locator('.suggest-widget')
    await expect(suggest).toBeVisible()
    await expect(suggest.locator('.monaco-list-row', { hasText: 'current.temp' })).toBeVisible()
    await expect(suggest).toContainText('sample reply of webhook 1')
    await page.keyboard.insertText('rent.t')
    await page.keyboard.press('Enter')
    await expect.poll(() => studio.code.text()).toContain('degrees. ${current.temp ${summary}')
  })

  test('in a form text field: a list under the field, Enter inserts', async ({ studio, page }) => {
    await withSample(studio)
    const response = studio.form.getByLabel('Response', { exact: true }).first()
    await response.click()
    await response.press('End')
    await page.keyboard.type(' ${da')
    const list = studio.form.getByRole('listbox', { name: 'Template values' })
    await expect(list.getByRole('option')).toContainText(['days', 'days[0]'])
    await page.keyboard.press('Enter')
    await expect(response).toHaveValue(/\${days$/)
    await page.keyboard.type('} and ${args.')
    await expect(list.getByRole('option')).toHaveText([
      /^args\.city argument \(string\): City name/,
    ])
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
  })
})

test.describe('the call timeline', () => {
  test('draws the call; a step the script has opens it, a missing hook can be added', async ({
    studio,
    page,
  }) => {
    const start = {
      function: 'start_hook',
      description: 'Log the call.',
      web_hook_url: 'https://e.example/start',
    }
    await studio.load(script([start, weather]), 'weather.json')
    await page.getByText('The call, step by step').click()
    const timeline = page.getByRole('list', { name: 'Call timeline' })
    await expect(timeline.getByRole('listitem').and(page.locator('.tl-step'))).toHaveCount(6)
    await expect(timeline.getByRole('listitem', { name: 'Answer: in the script' })).toBeVisible()
    await expect(
      timeline.getByRole('listitem', { name: 'start_hook: in the script' }),
    ).toContainText(
      'When the call is answered: its web_hook_url receives the function’s set properties',
    )
    await expect(
      timeline.getByRole('listitem', { name: 'The conversation: in the script' }),
    ).toContainText('1 function.')
    await expect(
      timeline.getByRole('listitem', { name: 'stop_hook: not in the script' }),
    ).toBeVisible()
    await expect(
      timeline.getByRole('listitem', { name: 'summarize_conversation: not in the script' }),
    ).toBeVisible()
    await timeline.getByRole('button', { name: 'Open start_hook' }).click()
    await studio.fn.expectShowing('start_hook')
    await timeline.getByRole('button', { name: 'get_weather', exact: true }).click()
    await studio.fn.expectShowing('get_weather')
    await timeline.getByRole('button', { name: 'Add stop_hook' }).click()
    await studio.fn.expectShowing('stop_hook')
    await expect(timeline.getByRole('listitem', { name: 'stop_hook: in the script' })).toBeVisible()
    const results = await new AxeBuilder({ page })
      .include('.call-timeline')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
