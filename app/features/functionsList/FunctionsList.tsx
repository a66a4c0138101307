import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { summarizeFunction } from '../../model'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctions } from '../../store/selectors'
import { FunctionRow, ROW_HEIGHT } from './FunctionRow'
import { useDragReorder } from './useDragReorder'

/**
 * The left pane: script settings, then the functions by name, with a search box. The list is
 * virtualised (only the rows in view are rendered) and reorderable by dragging a row's handle
 * or with the arrow keys on it.
 */
export function FunctionsList() {
  const api = useStudioApi()
  const fns = useStudio(selectFunctions)
  const selection = useStudio((s) => s.selection)
  const search = useStudio((s) => s.search)
  const query = useDeferredValue(search.trim().toLowerCase())
  const scroller = useRef<HTMLDivElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusRequest = useRef<{ index: number; target: 'row' | 'handle' } | null>(null)

  const visible = useMemo(() => {
    const all = fns.map((_, i) => i)
    if (!query) return all
    return all.filter((i) => {
      const s = summarizeFunction(fns[i]!)
      return (
        (s.name ?? '').toLowerCase().includes(query) ||
        (s.description ?? '').toLowerCase().includes(query)
      )
    })
  }, [fns, query])
  const canReorder = !query && fns.length > 1
  const selectedIndex = selection.kind === 'function' ? selection.index : -1

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })

  const move = useCallback(
    (from: number, to: number) => {
      api.getState().moveFunction(from, to)
      const name = summarizeFunction(fns[from]!).name
      setAnnouncement(`Moved ${name ?? 'the function'} to position ${to + 1} of ${fns.length}.`)
    },
    [api, fns],
  )
  const { drag, start } = useDragReorder({
    scroller,
    rowHeight: ROW_HEIGHT,
    count: fns.length,
    onMove: move,
  })

  // After keyboard navigation or a keyboard move, bring the row into view and focus it.
  useEffect(() => {
    const request = focusRequest.current
    if (!request) return
    const position = visible.indexOf(request.index)
    if (position < 0) return
    virtualizer.scrollToIndex(position, { align: 'auto' })
    requestAnimationFrame(() => {
      const attr = request.target === 'row' ? 'data-row-index' : 'data-handle-index'
      scroller.current?.querySelector<HTMLElement>(`[${attr}="${request.index}"]`)?.focus()
      focusRequest.current = null
    })
  })

  const select = useCallback(
    (index: number) => api.getState().select({ kind: 'function', index }),
    [api],
  )

  const onRowKey = useCallback(
    (index: number, e: KeyboardEvent<HTMLButtonElement>) => {
      const position = visible.indexOf(index)
      let target: number | undefined
      if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown') && canReorder) {
        const to = e.key === 'ArrowUp' ? index - 1 : index + 1
        if (to >= 0 && to < fns.length) {
          move(index, to)
          focusRequest.current = { index: to, target: 'row' }
        }
        e.preventDefault()
        return
      }
      if (e.key === 'ArrowDown') target = visible[position + 1]
      else if (e.key === 'ArrowUp') target = visible[position - 1]
      else if (e.key === 'Home') target = visible[0]
      else if (e.key === 'End') target = visible[visible.length - 1]
      else return
      e.preventDefault()
      if (target === undefined) return
      select(target)
      focusRequest.current = { index: target, target: 'row' }
    },
    [visible, canReorder, fns.length, move, select],
  )

  const onHandleKey = useCallback(
    (index: number, e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
      e.preventDefault()
      const to = e.key === 'ArrowUp' ? index - 1 : index + 1
      if (to < 0 || to >= fns.length) return
      move(index, to)
      focusRequest.current = { index: to, target: 'handle' }
    },
    [fns.length, move],
  )

  return (
    <nav className="pane pane-list" aria-label="Script outline">
      <div className="list-top">
        <button
          type="button"
          className={`outline-item${selection.kind === 'settings' ? ' is-selected' : ''}`}
          aria-current={selection.kind === 'settings' ? 'true' : undefined}
          onClick={() => api.getState().select({ kind: 'settings' })}
        >
          <Icon name="settings" />
          Script settings
        </button>
        <div className="list-heading">
          <h2 className="pane-title">
            Functions <span className="count">{fns.length}</span>
          </h2>
          <Button
            size="sm"
            variant="primary"
            icon="plus"
            onClick={() => api.getState().addFunction()}
          >
            Add function
          </Button>
        </div>
        {fns.length > 0 && (
          <label className="search">
            <Icon name="search" />
            <input
              type="search"
              placeholder="Search functions"
              aria-label="Search functions"
              value={search}
              onChange={(e) => api.getState().setSearch(e.target.value)}
            />
          </label>
        )}
      </div>
      <div ref={scroller} className="list-scroll">
        {fns.length === 0 ? (
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
              return (
                <FunctionRow
                  key={index}
                  fn={fns[index]!}
                  index={index}
                  total={fns.length}
                  selected={index === selectedIndex}
                  canReorder={canReorder}
                  dropTarget={
                    drag && drag.over === index && drag.from !== index
                      ? drag.over > drag.from
                        ? 'after'
                        : 'before'
                      : null
                  }
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                  onSelect={select}
                  onRowKey={onRowKey}
                  onHandleKey={onHandleKey}
                  onDragStart={start}
                />
              )
            })}
          </ul>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </nav>
  )
}
