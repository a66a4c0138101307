import type { ScriptTemplate } from './types'

/** Fixed answers picked by pattern (data_map expressions): no network at all. */
export const KEYWORD_ANSWERS: ScriptTemplate = {
  id: 'keyword-answers',
  name: 'Answers by keyword',
  summary:
    'Answers common questions from a fixed list, picked by pattern (data map expressions), with no server.',
  script: {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: {
              text: 'You answer questions about Example Books, a small bookshop. For opening hours, the address or parking, use the store_info function. Keep answers short.',
            },
            hints: ['Example Books'],
            SWAIG: {
              functions: [
                {
                  function: 'store_info',
                  description:
                    'Give the opening hours, the address or the parking information of the shop.',
                  parameters: {
                    type: 'object',
                    properties: {
                      topic: {
                        type: 'string',
                        description: 'What the caller asks about',
                        enum: ['hours', 'address', 'parking'],
                      },
                    },
                    required: ['topic'],
                  },
                  data_map: {
                    expressions: [
                      {
                        string: '${args.topic}',
                        pattern: 'hours',
                        output: { response: 'We are open Monday to Saturday, 9 am to 7 pm.' },
                      },
                      {
                        string: '${args.topic}',
                        pattern: 'address',
                        output: {
                          response: 'We are at 12 Harbour Street, next to the post office.',
                        },
                      },
                      {
                        string: '${args.topic}',
                        pattern: 'parking',
                        output: { response: 'There is free parking behind the shop.' },
                      },
                    ],
                    output: {
                      response: 'Say you do not know, and offer the opening hours instead.',
                    },
                  },
                },
              ],
            },
          },
        },
      ],
    },
  },
}
