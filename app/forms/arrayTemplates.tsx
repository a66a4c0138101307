import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils'
import { Button } from '../components/Button'

const itemTitle = (schema: RJSFSchema, fallback: string) => {
  const items = schema.items
  return items &&
    typeof items === 'object' &&
    !Array.isArray(items) &&
    typeof items.title === 'string'
    ? items.title
    : fallback
}

/** Lists: a titled group of item cards, and an "Add …" button named for what it adds. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, schema, items, canAdd, onAddClick, disabled, readonly, fieldPathId, uiSchema } =
    props
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? title ?? schema.title ?? 'Items'
  const noun = itemTitle(schema, 'item').toLowerCase()
  return (
    <fieldset className="field-set field-array" id={fieldPathId.$id}>
      <legend className="field-set-title">{label}</legend>
      {schema.description && <p className="field-help">{schema.description}</p>}
      {items.length === 0 && <p className="array-empty">None yet.</p>}
      <ol className="array-items">{items}</ol>
      {canAdd && (
        <div>
          <Button size="sm" icon="plus" onClick={onAddClick} disabled={disabled || readonly}>
            Add {noun}
          </Button>
        </div>
      )}
    </fieldset>
  )
}

/** One item of a list: its fields, with move and remove buttons that say which item they act on. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, totalItems, parentUiSchema, registry } = props
  void registry
  const which = `${(parentUiSchema?.['ui:options']?.itemLabel as string | undefined) ?? 'item'} ${index + 1} of ${totalItems}`
  const b = buttonsProps
  return (
    <li className="array-item">
      <div className="array-item-body">{children}</div>
      {hasToolbar && (
        <div className="array-item-tools" role="group" aria-label={`Actions for ${which}`}>
          {(b.hasMoveUp || b.hasMoveDown) && (
            <>
              <Button
                size="sm"
                variant="ghost"
                icon="arrowUp"
                label={`Move ${which} up`}
                disabled={!b.hasMoveUp || b.disabled}
                onClick={b.onMoveUpItem}
              />
              <Button
                size="sm"
                variant="ghost"
                icon="arrowDown"
                label={`Move ${which} down`}
                disabled={!b.hasMoveDown || b.disabled}
                onClick={b.onMoveDownItem}
              />
            </>
          )}
          {b.hasRemove && (
            <Button
              size="sm"
              variant="ghost"
              icon="trash"
              label={`Remove ${which}`}
              disabled={b.disabled}
              onClick={b.onRemoveItem}
            />
          )}
        </div>
      )}
    </li>
  )
}
