import type { ScriptTemplate } from './types'

/** A data_map webhook (no server of your own) whose list reply is read with foreach. */
export const WEATHER: ScriptTemplate = {
  id: 'weather',
  name: 'Weather forecast',
  summary:
    'Calls a weather API straight from SignalWire (a data map webhook) and reads each day with "for each".',
  script: {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: {
              text: 'You are a weather line. Ask which city the caller wants, get the forecast, and read it in a relaxed, friendly way. Round temperatures to whole degrees.',
            },
            params: { end_of_speech_timeout: 800 },
            SWAIG: {
              functions: [
                {
                  function: 'get_forecast',
                  description: 'Get the three-day weather forecast for a city.',
                  parameters: {
                    type: 'object',
                    properties: {
                      city: { type: 'string', description: 'The city, such as Austin or Paris' },
                    },
                    required: ['city'],
                  },
                  data_map: {
                    webhooks: [
                      {
                        url: 'https://api.weather.example.com/v1/forecast?city=${enc:args.city}&days=3',
                        method: 'GET',
                        foreach: {
                          input_key: 'days',
                          output_key: 'forecast',
                          append: '${this.date}: ${this.summary}, high of ${this.high} degrees. ',
                          max: 3,
                        },
                        output: { response: 'The forecast for ${args.city}: ${forecast}' },
                      },
                    ],
                    output: {
                      response:
                        'The weather service did not answer. Apologize and offer to try again later.',
                    },
                  },
                  fillers: {
                    default: ['Let me look at the sky for you.', 'Checking the forecast.'],
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
