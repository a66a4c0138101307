import type { ScriptTemplate } from './types'

const hook = (name: string, description: string) => ({
  function: name,
  description,
  web_hook_url: `https://example.com/swaig/${name}`,
})

/** A booking flow with the call lifecycle hooks and a summary sent at the end of the call. */
export const BOOKING: ScriptTemplate = {
  id: 'booking',
  name: 'Table booking with hooks',
  summary: 'Books a table, tells your server when the call starts and ends, and sends a summary.',
  script: {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: {
              text: 'You take table bookings for Example Bistro. Ask for the date, the time and how many people, repeat them back, then book the table.',
            },
            post_prompt: {
              text: 'Summarize the booking: date, time, party size, and anything special the caller asked for.',
            },
            post_prompt_url: 'https://example.com/call-summary',
            SWAIG: {
              defaults: { web_hook_url: 'https://example.com/swaig' },
              functions: [
                hook('start_hook', 'Tell the booking system that a call has started.'),
                {
                  function: 'book_table',
                  description:
                    'Book a table once the caller has confirmed the date, time and party size.',
                  parameters: {
                    type: 'object',
                    properties: {
                      date: {
                        type: 'string',
                        description: 'Day of the booking, such as 2025-06-14',
                      },
                      time: { type: 'string', description: 'Time of the booking, such as 19:30' },
                      party_size: { type: 'integer', description: 'How many people are coming' },
                    },
                    required: ['date', 'time', 'party_size'],
                  },
                  fillers: { default: ['Let me book that for you.'] },
                },
                hook('stop_hook', 'Tell the booking system that the call has ended.'),
                hook('summarize_conversation', 'Receive the summary of the call.'),
              ],
            },
          },
        },
      ],
    },
  },
}
