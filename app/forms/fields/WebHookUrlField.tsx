import type { FieldProps } from '@rjsf/utils'
import { DisabledContext } from './common/hooks'
import { fieldTitle } from './common/FieldShell'
import { useFieldTarget } from '../formTargets'
import { isScalar, scalarText } from '../../model/core'
import { UrlWithCredentials } from './UrlWithCredentials'

/**
 * `web_hook_url`, `post_prompt_url`, `defaults.web_hook_url`, `includes[].url`: a URL whose
 * `user:password@` credentials are edited in their own inputs. A value that is not text (a
 * mistake in the script) is shown as text and replaced only when edited.
 */
export function WebHookUrlField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  return (
    <DisabledContext.Provider value={Boolean(props.disabled || props.readonly)}>
      <div data-field={id}>
        <UrlWithCredentials
          id={id}
          label={fieldTitle(props)}
          value={
            typeof value === 'string' ? value : isScalar(value) ? scalarText(value) : undefined
          }
          help={props.schema.description}
          placeholder={props.uiSchema?.['ui:placeholder'] as string | undefined}
          onChange={(v, sourceId) => target.set(v, sourceId)}
        />
      </div>
    </DisabledContext.Provider>
  )
}
