import { TextInput } from '../../forms/fields/common/TextInput'
import { useTextDraft } from '../../forms/fields/common/hooks'
import { useAiEditor } from '../aiSettings/useAi'

/**
 * The name of a context (its key in `prompt.contexts`): typed names are written as a rename in
 * place (a `move`), once they are not empty and not taken.
 */
export function ContextName({
  id,
  name,
  taken,
}: {
  id: string
  name: string
  taken: readonly string[]
}) {
  const edit = useAiEditor()
  const draft = useTextDraft(name)
  return (
    <TextInput
      id={id}
      label="Stage name"
      help="Steps name it to move to this stage. default is where the conversation starts."
      mono
      value={draft.text}
      error={draft.problem}
      onBlur={draft.reset}
      onChange={(text) => {
        const problem =
          text.trim() === ''
            ? 'Type a name.'
            : text !== name && taken.includes(text)
              ? `${text} is already a stage.`
              : null
        if (draft.type(text, problem) && text !== name)
          edit.apply(
            (_root, at) => [
              {
                op: 'move',
                from: at(['prompt', 'contexts', name]),
                path: at(['prompt', 'contexts', text]),
              },
            ],
            { key: `${id}:rename` },
          )
      }}
    />
  )
}
