import type { ScriptTemplate } from './types'

/** Hands the call to a person with an SWML action (connect), ending the AI. */
export const TRANSFER: ScriptTemplate = {
  id: 'transfer',
  name: 'Transfer to a person',
  summary: 'Hands the call over to a person with an SWML action that connects a phone number.',
  script: {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: {
              text: 'You are the receptionist of Example Clinic. Answer simple questions. When the caller asks for a person, or you cannot help, tell them you are connecting them and transfer the call.',
            },
            SWAIG: {
              functions: [
                {
                  function: 'transfer_to_person',
                  description: 'Connect the caller with a person at the front desk.',
                  data_map: {
                    output: {
                      response: 'Tell the caller you are connecting them now.',
                      action: [
                        { say: 'Connecting you with the front desk. One moment.' },
                        {
                          SWML: {
                            version: '1.0.0',
                            sections: { main: [{ connect: { to: '+15555550100' } }] },
                          },
                          transfer: true,
                        },
                      ],
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
