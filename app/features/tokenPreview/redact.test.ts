import { describe, expect, it } from 'vitest'
import { PreviewError } from './previewApi'
import { initialPreview, previewReducer } from './previewState'
import { redactForPage } from './redact'
import { isRetryable } from './relayPreviewController'

const JWT = 'eyJ0eXAiOiJSZWZyZXNoIn0.eyJzdWIiOiJwcm9qZWN0In0.c2lnbmF0dXJlLXZhbHVl'

describe('redactForPage', () => {
  it.each([
    [`refresh ${JWT} failed`, 'refresh [token] failed'],
    ['sent Authorization: Basic UFQ6c2VjcmV0 to it', 'sent Authorization: Basic [redacted] to it'],
    ['Bearer%20abc.def-123', 'Bearer [redacted]'],
    ['Basic [redacted] stays', 'Basic [redacted] stays'],
    ['nothing secret: a.b.c, version 1.2.3', 'nothing secret: a.b.c, version 1.2.3'],
  ])('%s', (text, expected) => {
    expect(redactForPage(text)).toBe(expected)
  })

  it('applies to every message and event the panel shows', () => {
    let state = previewReducer(initialPreview, { type: 'error', message: `bad ${JWT}` })
    state = previewReducer(state, { type: 'waiting', message: 'Basic UFQ6c2VjcmV0 refused' })
    state = previewReducer(state, { type: 'log', text: `got ${JWT}` })
    state = previewReducer(state, { type: 'ended', message: `end ${JWT}` })
    const shown = [state.message, ...state.log.map((e) => e.text)].join('\n')
    expect(shown).not.toContain(JWT)
    expect(shown).not.toContain('UFQ6c2VjcmV0')
  })
})

describe('isRetryable', () => {
  it.each([
    [new PreviewError(0, 'unreachable', ''), true],
    [new PreviewError(502, 'upstream_unreachable', ''), true],
    [new PreviewError(502, 'upstream_error', ''), true],
    [new PreviewError(503, 'upstream_unavailable', ''), true],
    [new PreviewError(404, 'unknown_session', ''), true],
    [new PreviewError(410, 'invalid_refresh_token', ''), true],
    [new PreviewError(410, 'refresh_token_reused', ''), false],
    [new PreviewError(502, 'upstream_unauthorized', ''), false],
    [new PreviewError(422, 'invalid_parameter', ''), false],
    [new PreviewError(404, 'not_found', ''), false],
    [new Error('boom'), false],
  ])('%o → %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected)
  })
})
