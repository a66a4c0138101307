import { describe, expect, it } from 'vitest'
import { parseScript } from '../script/io'
import { HAS_SHARED, readShared } from '../testing/shared'
import { simulateFunction } from './simulate'
import type { TraceEvent } from './types'
import { webhookRequest } from './webhookRequest'

/** Real scripts of `../shared/corpus` as conformance cases. */

const corpus = (name: string) => {
  const r = parseScript(readShared(`corpus/signalwire__digital_employees__${name}`))
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}
const of = <T extends TraceEvent['type']>(trace: TraceEvent[], type: T) =>
  trace.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type)

const products = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    product_title: `Gift ${i + 1}`,
    product_url: `https://shop.example/${i + 1}`,
    product_photo: `https://img.example/${i + 1}.jpg`,
  }))

describe.skipIf(!HAS_SHARED)(
  'santa (require_args, error_keys, foreach with max, %{lc:enc:…})',
  () => {
    it.each([['santa.json'], ['santa.yaml']])(
      '%s: present_lookup keeps 3 of 5 products',
      async (file) => {
        const sim = await simulateFunction(corpus(file), 'present_lookup', {
          args: { query: 'Lego Star Wars' },
          replies: [
            {
              url: 'https://real-time-amazon-data.p.rapidapi.com/search',
              body: { data: { products: products(5) } },
            },
          ],
        })
        expect(sim.requests[0]).toEqual({
          url: 'https://real-time-amazon-data.p.rapidapi.com/search?query=lego%20star%20wars&page=1&country=US&category_id=aps&sort_by=RELEVANCE',
          method: 'GET',
          headers: {
            'X-RapidAPI-Key': '<RAPID_API_KEY>',
            'X-RapidAPI-Host': 'real-time-amazon-data.p.rapidapi.com',
          },
        })
        const [foreach] = of(sim.trace, 'foreach')
        expect(foreach).toMatchObject({
          inputKey: 'data.products',
          outputKey: 'gift_list',
          total: 5,
          used: 3,
          max: 3,
        })
        // The YAML version writes append across lines, quoted: the same products, other spacing.
        if (file.endsWith('.json'))
          expect(foreach?.text).toBe(
            [1, 2, 3]
              .map(
                (i) =>
                  `present_title: Gift ${i} present_url: https://shop.example/${i} present_photo: https://img.example/${i}.jpg`,
              )
              .join(''),
          )
        expect(foreach?.text).toContain('present_photo: https://img.example/3.jpg')
        expect(foreach?.text).not.toContain('Gift 4')
        expect(sim).toMatchObject({
          outcome: 'output',
          response: 'We found matches from the Amazon search.',
          action: [
            { toggle_functions: [{ active: true, function: 'send_present' }] },
            { set_global_data: { gift_list: foreach?.text } },
          ],
        })
      },
    )

    it('present_lookup: the "error" key of the reply fails the webhook; nothing else answers', async () => {
      const sim = await simulateFunction(corpus('santa.json'), 'present_lookup', {
        args: { query: 'kite' },
        replies: [{ body: { error: 'You are not subscribed to this API.' } }],
      })
      expect(of(sim.trace, 'webhook_fail')[0]).toMatchObject({ reason: 'error_keys' })
      expect(sim.outcome).toBe('error')
    })

    it('present_lookup without its query: the webhook is skipped', async () => {
      const sim = await simulateFunction(corpus('santa.json'), 'present_lookup', { args: {} })
      expect(sim.trace[0]).toMatchObject({ type: 'require_args', missing: ['query'] })
      expect(sim.requests).toEqual([])
    })

    it('send_present: SWML with %{caller_id_num} and the arguments; end_call stops', async () => {
      const doc = corpus('santa.json')
      const sim = await simulateFunction(doc, 'send_present', {
        args: {
          present_title: 'Kite',
          present_url: 'https://k.example',
          present_photo: 'https://k.example/k.jpg',
        },
        call: { caller_id_num: '+15555550123' },
      })
      expect(sim.outcome).toBe('fallback')
      const sms = (
        sim.action?.[1] as { SWML: { sections: { main: { send_sms: Record<string, unknown> }[] } } }
      ).SWML.sections.main[0]!.send_sms
      expect(sms.to_number).toBe('+15555550123')
      expect(sms.media).toEqual(['https://k.example/k.jpg'])
      expect(sms.body).toContain('the Kite you wanted for Christmas: https://k.example')
      expect(await simulateFunction(doc, 'end_call', { args: {} })).toMatchObject({
        action: [{ stop: true }],
      })
    })
  },
)

describe.skipIf(!HAS_SHARED)('openweather (reply keys at the root)', () => {
  const reply = `{"coord":{"lon":-122.42,"lat":37.77},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],
    "base":"stations","main":{"temp":58.10,"feels_like":57.2,"temp_min":55,"temp_max":61,"pressure":1012,"humidity":80},
    "visibility":10000,"wind":{"speed":9.22,"deg":250,"gust":14},"clouds":{"all":75},"dt":1700000000,
    "sys":{"type":2,"id":2017837,"country":"US","sunrise":1699973000,"sunset":1700010000},"timezone":-28800,"id":5391959,"name":"San Francisco","cod":200}`

  it('get_weather_zipcode reads ${main.temp} and ${weather[0].description}, numbers as written', async () => {
    const sim = await simulateFunction(
      corpus('openweather_assistant.json'),
      'get_weather_zipcode',
      {
        args: { zip: '94103' },
        replies: [{ url: 'https://api.openweathermap.org/', body: reply }],
      },
    )
    expect(sim.requests[0]?.url).toBe(
      'https://api.openweathermap.org/data/2.5/weather?zip=94103&units=imperial&appid=cdd2941CHANGE_ME46218144',
    )
    expect(sim.response).toMatch(
      /^The current weather is light rain with a temperature of '\{Math\.floor\(58\.10\)\}' and Longitude -122\.42 Latitude 37\.77/,
    )
    expect(sim.response).toContain('Location Name San Francisco Status Code 200. ')
    expect(of(sim.trace, 'missing')).toEqual([])
  })

  it('get_weather_city: ${country} is not an argument, so it expands to nothing and says so', async () => {
    const sim = await simulateFunction(corpus('openweather_assistant.json'), 'get_weather_city', {
      args: { city: 'Paris', state: '', country: 'FR' },
    })
    expect(sim.requests[0]?.url).toContain('q=Paris,,&units')
    expect(of(sim.trace, 'missing')[0]).toMatchObject({
      at: ['data_map', 'webhooks', 0],
      paths: ['country'],
    })
  })
})

describe.skipIf(!HAS_SHARED)('other corpus functions', () => {
  it('sigmond: /start/i and /stop/i patterns', async () => {
    const doc = corpus('sigmond.json')
    const start = await simulateFunction(doc, 'play_testimonial', { args: { action: 'START' } })
    expect(start.action).toEqual([
      { playback_bg: { file: 'https://example.tld/vids/phil.mp4', wait: true } },
    ])
    const stop = await simulateFunction(doc, 'play_testimonial', { args: { action: 'stop' } })
    expect(stop.response).toBe('The testimonial has been stopped.')
    expect(
      (await simulateFunction(doc, 'play_testimonial', { args: { action: 'pause' } })).outcome,
    ).toBe('error')
  })

  it('bartender: a POST with headers and params, ${chunks[0].text}', async () => {
    const sim = await simulateFunction(corpus('bartender.json'), 'get_vector_data', {
      args: { user_question: 'what gin' },
      replies: [
        { method: 'POST', body: { chunks: [{ text: 'Try a London dry.', document_id: 'd1' }] } },
      ],
    })
    expect(sim.requests[0]).toMatchObject({
      method: 'POST',
      body: {
        query_string: 'what gin',
        document_id: '694ced7b-b656-417e-bc86-ce22549b4562',
        count: 1,
      },
    })
    expect(sim.response).toContain('make up anything: Try a London dry. and d1')
  })

  it('dr_bob: say, SWML connect, a standalone transfer, stop', async () => {
    const sim = await simulateFunction(corpus('dr_bob_confirm.json'), 'transfer_confirm', {
      args: { destination: 'sales' },
    })
    expect(sim.action?.map((a) => Object.keys(a as object)[0])).toEqual([
      'say',
      'SWML',
      'transfer',
      'stop',
    ])
  })

  it('sigmond’s default web_hook_url: the exact request', () => {
    const req = webhookRequest(corpus('sigmond.json'), 'play_testimonial', {
      args: { action: 'start' },
    })
    expect(req).toMatchObject({ url: 'https://example.tld/onboard/swaig', method: 'POST' })
    expect(req.body.argument).toEqual({ parsed: [{ action: 'start' }], raw: '{"action":"start"}' })
  })
})
