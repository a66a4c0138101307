import { useCallback, useMemo } from 'react'
import {
  asString,
  getAi,
  getFunctions,
  isArray,
  isObject,
  summarizeFunction,
} from '../../model/core'
import { Button } from '../../components/Button'
import { useDisabled, useFocusSoon } from '../../forms/fields/common/hooks'
import { useStudio } from '../../store/context'
import { SettingsPage } from '../aiSettings/SettingsPage'
import { useAiEditor, useAiValue } from '../aiSettings/useAi'
import { ContextCard } from './ContextCard'

/** The names a step may allow: the script's functions (not hooks) and those of its includes. */
function useFunctionNames(): string[] {
  const root = useStudio((s) => s.doc.root)
  return useMemo(() => {
    const names = getFunctions(root)
      .map((f) => summarizeFunction(f))
      .filter((s) => !s.hook && s.name)
      .map((s) => s.name!)
    const swaig = getAi(root)?.get('SWAIG')
    const includes = isObject(swaig) ? swaig.get('includes') : undefined
    if (isArray(includes))
      for (const inc of includes) {
        const fns = isObject(inc) ? inc.get('functions') : undefined
        if (isArray(fns)) for (const f of fns) if (asString(f)) names.push(asString(f)!)
      }
    return [...new Set(names)]
  }, [root])
}

const freshName = (taken: readonly string[]) => {
  for (let n = 2; ; n++) if (!taken.includes(`stage_${n}`)) return `stage_${n}`
}

/**
 * "Conversation flow": the prompt's contexts (stages of the conversation) and their steps, as a
 * structured editor. Without contexts the agent follows its prompt as one conversation.
 */
export function FlowPage() {
  const contexts = useAiValue(['prompt', 'contexts'])
  const edit = useAiEditor()
  const functionNames = useFunctionNames()
  // Here, not in the empty state: it is gone once the flow exists.
  const focusSoon = useFocusSoon()
  const names = isObject(contexts) ? contexts.keys() : []
  const remove = useCallback(
    (name: string) =>
      edit.apply((_root, at) => [{ op: 'remove', path: at(['prompt', 'contexts', name]) }]),
    [edit],
  )
  return (
    <SettingsPage
      id="flow"
      title="Conversation flow"
      intro="Split the conversation into stages and steps: each step has its own instructions, the functions it may use, and says when it is done and where to go next."
    >
      {contexts === undefined ? (
        <EmptyFlow
          onStart={() => {
            focusSoon('flow_0_steps_0_name')
            edit.set(['prompt', 'contexts'], { default: { steps: [{}] } }, { coalesce: false })
          }}
        />
      ) : !isObject(contexts) ? (
        <p className="field-error">
          prompt.contexts is not an object of stages; fix it in the code pane.
        </p>
      ) : (
        <>
          <ol className="fld-cards">
            {names.map((name, i) => (
              <ContextCard
                key={i}
                name={name}
                index={i}
                count={names.length}
                contextNames={names}
                functionNames={functionNames}
                onRemove={remove}
              />
            ))}
          </ol>
          <FlowActions
            count={names.length}
            onAdd={() => {
              const name = freshName(names)
              edit.set(['prompt', 'contexts', name], { steps: [{}] }, { coalesce: false })
              return names.length
            }}
            onRemoveAll={() => edit.set(['prompt', 'contexts'], undefined, { coalesce: false })}
          />
        </>
      )}
    </SettingsPage>
  )
}

function EmptyFlow({ onStart }: { onStart(): void }) {
  const disabled = useDisabled()
  return (
    <div className="empty-state settings-empty">
      <h3>No conversation flow yet</h3>
      <p>
        The agent follows its prompt as one conversation. A flow walks the caller through steps:
        greet, collect details, confirm… each with its own instructions and functions.
      </p>
      <Button variant="primary" icon="plus" disabled={disabled} onClick={onStart}>
        Add a conversation flow
      </Button>
    </div>
  )
}

function FlowActions(props: { count: number; onAdd(): number; onRemoveAll(): void }) {
  const disabled = useDisabled()
  const focusSoon = useFocusSoon()
  return (
    <div className="settings-actions">
      <Button
        size="sm"
        icon="plus"
        disabled={disabled}
        onClick={() => focusSoon(`flow_${props.onAdd()}_name`)}
      >
        Add a stage
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon="trash"
        disabled={disabled}
        onClick={props.onRemoveAll}
      >
        Remove the conversation flow
      </Button>
    </div>
  )
}
