import { Button } from '../../../components/Button'
import { useDisabled } from '../common/hooks'
import { newExpression, newWebhook } from './newParts'

export interface DataMapStartProps {
  /** Creates the data map with its first part (`expressions`, `webhooks` or `output`). */
  onStart(part: 'expressions' | 'webhooks' | 'output', value: unknown): void
}

/** A function without a data map: the three ways to start one, on one line. */
export function DataMapStart({ onStart }: DataMapStartProps) {
  const disabled = useDisabled()
  return (
    <div className="fld-add-row">
      <Button
        size="sm"
        icon="plus"
        disabled={disabled}
        onClick={() => onStart('expressions', [newExpression()])}
      >
        Add expression
      </Button>
      <Button
        size="sm"
        icon="plus"
        disabled={disabled}
        onClick={() => onStart('webhooks', [newWebhook()])}
      >
        Add webhook
      </Button>
      <Button
        size="sm"
        icon="plus"
        disabled={disabled}
        onClick={() => onStart('output', { response: '' })}
      >
        Add fallback output
      </Button>
    </div>
  )
}
