import { Button } from '../../components/Button'
import { useStudio, useStudioApi } from '../../store/context'
import { COMMANDS, runCommand, type Command } from '../commands/registry'

/** Duplicate, move and delete the function being edited (each one undoable step). */
export function FunctionActions({ index }: { index: number }) {
  const api = useStudioApi()
  const ctx = { api, index }
  // Re-render when anything that decides whether a command can run changes.
  useStudio((s) => s.revision)
  useStudio((s) => s.codeError)
  const props = (command: Command) => ({
    disabled: !command.enabled(ctx),
    onClick: () => runCommand(command, ctx),
  })
  return (
    <div className="toolbar-group" role="group" aria-label="Function actions">
      <Button
        size="sm"
        variant="ghost"
        icon="arrowUp"
        label={COMMANDS.moveFunctionUp.label}
        {...props(COMMANDS.moveFunctionUp)}
      />
      <Button
        size="sm"
        variant="ghost"
        icon="arrowDown"
        label={COMMANDS.moveFunctionDown.label}
        {...props(COMMANDS.moveFunctionDown)}
      />
      <Button size="sm" icon="copy" {...props(COMMANDS.duplicateFunction)}>
        {COMMANDS.duplicateFunction.label}
      </Button>
      <Button size="sm" variant="danger" icon="trash" {...props(COMMANDS.deleteFunction)}>
        {COMMANDS.deleteFunction.label}
      </Button>
    </div>
  )
}
