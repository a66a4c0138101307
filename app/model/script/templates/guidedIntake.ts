import type { ScriptTemplate } from './types'

/** A conversation in steps (prompt contexts), two languages, hints and pronunciations. */
export const GUIDED_INTAKE: ScriptTemplate = {
  id: 'guided-intake',
  name: 'Guided intake in steps',
  summary:
    'Walks the caller through steps (contexts), in English or Spanish, with hints and pronunciations.',
  script: {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: {
              text: 'You register new patients for Example Clinic. Be warm and brief. Follow the steps of the conversation.',
              temperature: 0.6,
              contexts: {
                default: {
                  steps: [
                    {
                      name: 'greeting',
                      text: 'Greet the caller, say you will take a few details, and ask for their full name.',
                      step_criteria: 'The caller has given their full name.',
                      valid_steps: ['details'],
                    },
                    {
                      name: 'details',
                      text: 'Ask for their date of birth and a phone number, one at a time.',
                      step_criteria: 'The caller has given a date of birth and a phone number.',
                      valid_steps: ['confirm'],
                    },
                    {
                      name: 'confirm',
                      text: 'Read the details back. When the caller confirms, save them and say goodbye.',
                      functions: ['save_patient'],
                      end: true,
                    },
                  ],
                },
              },
            },
            languages: [
              {
                name: 'English',
                code: 'en-US',
                voice: 'elevenlabs.rachel',
                speech_fillers: ['Okay.', 'Alright.'],
                function_fillers: ['One moment while I save that.'],
              },
              {
                name: 'Spanish',
                code: 'es-US',
                voice: 'elevenlabs.rachel',
                speech_fillers: ['Vale.'],
                function_fillers: ['Un momento, por favor.'],
              },
            ],
            hints: [
              'Example Clinic',
              {
                hint: 'DOB',
                pattern: 'D\\.?O\\.?B\\.?',
                replace: 'date of birth',
                ignore_case: true,
              },
            ],
            pronounce: [{ replace: 'DOB', with: 'date of birth', ignore_case: true }],
            params: {
              languages_enabled: true,
              attention_timeout: 15000,
              local_tz: 'America/New_York',
            },
            SWAIG: {
              functions: [
                {
                  function: 'save_patient',
                  description: 'Save the new patient once the caller has confirmed the details.',
                  parameters: {
                    type: 'object',
                    properties: {
                      full_name: { type: 'string', description: "The caller's full name" },
                      date_of_birth: {
                        type: 'string',
                        description: 'Date of birth, such as 1980-04-02',
                      },
                      phone: { type: 'string', description: 'A phone number to call back' },
                    },
                    required: ['full_name', 'date_of_birth', 'phone'],
                  },
                  web_hook_url: 'https://example.com/swaig/save_patient',
                },
              ],
            },
          },
        },
      ],
    },
  },
}
