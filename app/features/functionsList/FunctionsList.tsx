import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { matchesSearch, summarizeFunction } from '../../model/core'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctions, selectLocked, selectSelectedIndex } from '../../store/selectors'
import { FunctionRow, ROW_HEIGHT } from './FunctionRow'
import { useDragReorder } from './useDragReorder'
import { useFunctionProblemCounts } from '../problems/useProblemCounts'
import { COMMANDS, commandForKey, runCommand, type CommandScope } from '../commands/registry'

/**
 * The functions by name (hooks have their own section), with a search box. The list is
 * virtualised (only the rows in view are rendered) and reorderable by dragging a row's handle,
 * with the arrow keys on the handle, or with Alt+↑/↓ on the row.
 */
export function FunctionsList() {
  const api = useStudioApi()
  const fns = useStudio(selectFunctions)
  const selectedIndex = useStudio(selectSelectedIndex)
  const problemCounts = useFunctionProblemCounts()
  const locked = useStudio(selectLocked)
  const search = useStudio((s) => s.search)
  const query = useDeferredValue(search.trim())
  const scroller = useRef<HTMLDivElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusRequest = useRef<{ index: number; target: 'row' | 'handle' } | null>(null)

  /** Script indexes of the listed functions (all but hooks), then of those matching the search. */
  const listed = useMemo(
    () => fns.map((_, i) => i).filter((i) => !summarizeFunction(fns[i]!).hook),
    [fns],
  )
  const visible = useMemo(() => {
    if (!query) return listed
    return listed.filter((i) => matchesSearch(fns[i]!, query))
  }, [fns, listed, query])
  const canReorder = !query && !locked && listed.length > 1

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })

  /** Says where function `from` went (both script indexes), for screen readers. */
  function announceMove(from: number, to: number) {
    const name = summarizeFunction(fns[from]!).name ?? 'the function'
    setAnnouncement(`Moved ${name} to position ${listed.indexOf(to) + 1} of ${listed.length}.`)
  }
  /** Moves function `from` to the place of function `to` (both script indexes). */
  const move = useCallback(
    (from: number, to: number) => {
      api.getState().moveFunction(from, to)
      announceMove(from, to)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announceMove reads fns and listed
    [api, fns, listed],
  )
  const { drag, start } = useDragReorder({
    scroller,
    rowHeight: ROW_HEIGHT,
    count: visible.length,
    onMove: (fromRow, toRow) => move(visible[fromRow]!, visible[toRow]!),
  })
  const onDragStart = useCallback(
    (index: number, e: PointerEvent<HTMLButtonElement>) => start(visible.indexOf(index), e),
    [start, visible],
  )

  // After keyboard navigation or a keyboard move, bring the row into view and focus it. At once,
  // in the commit of the key's own update when the row is rendered: rows are keyed by position,
  // so until then the focus sits on a row that now shows another function, and a key pressed
  // quickly after would act on that one. A row outside the rendered range gets the focus once
  // the list has scrolled to it.
  useLayoutEffect(() => {
    const request = focusRequest.current
    if (!request) return
    const position = visible.indexOf(request.index)
    if (position < 0) return
    virtualizer.scrollToIndex(position, { align: 'auto' })
    const attr = request.target === 'row' ? 'data-row-index' : 'data-handle-index'
    const focusRow = () => {
      const row = scroller.current?.querySelector<HTMLElement>(`[${attr}="${request.index}"]`)
      row?.focus()
      return row !== null && row !== undefined
    }
    focusRequest.current = null
    if (!focusRow()) requestAnimationFrame(focusRow)
  })

  const select = useCallback((index: number) => api.getState().selectFunction(index), [api])

  /** A key on a row or a handle runs its command (see `commands/registry`); focus follows. */
  const onKey = useCallback(
    (scope: CommandScope, index: number, e: KeyboardEvent<HTMLButtonElement>) => {
      const command = commandForKey(scope, e)
      if (!command) return
      e.preventDefault()
      const { ran, result } = runCommand(command, { api, index, order: visible, canReorder })
      if (!ran || result === undefined) return
      const moved = command === COMMANDS.moveFunctionUp || command === COMMANDS.moveFunctionDown
      if (moved) announceMove(index, result)
      focusRequest.current = { index: result, target: scope === 'functionRow' ? 'row' : 'handle' }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announceMove reads the same data
    [api, visible, canReorder, listed, fns],
  )
  const onRowKey = useCallback(
    (index: number, e: KeyboardEvent<HTMLButtonElement>) => onKey('functionRow', index, e),
    [onKey],
  )
  const onHandleKey = useCallback(
    (index: number, e: KeyboardEvent<HTMLButtonElement>) => onKey('functionHandle', index, e),
    [onKey],
  )

  return (
    <section className="functions" aria-labelledby="functions-title">
      <div className="list-heading">
        <h2 id="functions-title" className="pane-title section-title">
          Functions <span className="count">{listed.length}</span>
        </h2>
        <Button
          size="sm"
          variant="primary"
          icon="plus"
          disabled={locked}
          onClick={() => runCommand(COMMANDS.addFunction, { api })}
        >
          {COMMANDS.addFunction.label}
        </Button>
      </div>
      {listed.length > 0 && (
        <label className="search">
          <Icon name="search" />
          <input
            type="search"
            placeholder="Search functions"
            aria-label="Search functions"
            title="Finds any text of a function: name, description, URL, fillers, data map…"
            value={search}
            onChange={(e) => api.getState().setSearch(e.target.value)}
          />
        </label>
      )}
      <div ref={scroller} className="list-scroll">
        {listed.length === 0 ? (
          <div className="empty-state empty-state-small">
            <p>
              <strong>No functions yet.</strong> Functions are what your agent can do during a call:
              look up an order, book a table, transfer the call.
            </p>
          </div>
        ) : visible.length === 0 ? (
          <p className="empty-state empty-state-small">No function matches “{search}”.</p>
        ) : (
          <ul
            aria-label="Functions"
            className="fn-list"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const index = visible[item.index]!
              const dropTarget =
                drag && drag.over === item.index && drag.from !== item.index
                  ? drag.over > drag.from
                    ? 'after'
                    : 'before'
                  : null
              return (
                <FunctionRow
                  key={index}
                  fn={fns[index]!}
                  index={index}
                  position={item.index}
                  total={visible.length}
                  selected={index === selectedIndex}
                  problems={problemCounts.get(index)}
                  canReorder={canReorder}
                  dropTarget={dropTarget}
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                  onSelect={select}
                  onRowKey={onRowKey}
                  onHandleKey={onHandleKey}
                  onDragStart={onDragStart}
                />
              )
            })}
          </ul>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
