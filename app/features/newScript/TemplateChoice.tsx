import { BLANK_SCRIPT, SCRIPT_TEMPLATES } from '../../model/script/templates'
import { Icon } from '../../components/Icon'

export const BLANK = 'blank'

const CHOICES = [
  {
    id: BLANK,
    name: 'Blank script',
    summary: 'An empty prompt and no functions: start from nothing.',
    script: BLANK_SCRIPT,
  },
  ...SCRIPT_TEMPLATES,
]

/** The scripts to start from: "Blank script" first, then the templates, as radio cards. */
export function TemplateChoice({ value, onChange }: { value: string; onChange(id: string): void }) {
  return (
    <fieldset className="template-choice">
      <legend className="visually-hidden">Start from</legend>
      {CHOICES.map((t) => (
        <label key={t.id} className="template-option" htmlFor={`template-${t.id}`}>
          <input
            id={`template-${t.id}`}
            type="radio"
            name="template"
            value={t.id}
            checked={value === t.id}
            aria-labelledby={`template-${t.id}-name`}
            aria-describedby={`template-${t.id}-summary`}
            onChange={() => onChange(t.id)}
          />
          <span className="template-name" id={`template-${t.id}-name`}>
            <Icon name={t.id === BLANK ? 'file' : 'template'} />
            {t.name}
          </span>
          <span id={`template-${t.id}-summary`} className="template-summary">
            {t.summary}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** The name of a choice, for the notice after it opened. */
export const choiceName = (id: string) => CHOICES.find((c) => c.id === id)?.name ?? id
