import { useEffect, useReducer, useState } from 'react'
import { RelayPreviewController } from './relayPreviewController'
import { initialPreview, previewReducer } from './previewState'

/** The panel's view of one preview connection (see `RelayPreviewController`). */
export function useRelayPreview() {
  const [state, dispatch] = useReducer(previewReducer, initialPreview)
  const [controller] = useState(() => new RelayPreviewController(dispatch))
  useEffect(() => {
    controller.setAutoRefresh(state.autoRefresh)
  }, [controller, state.autoRefresh])
  useEffect(() => () => controller.teardown(), [controller])
  return {
    state,
    connect: (params: { resource: string; expiresIn: number }) => controller.connect(params),
    disconnect: () => controller.disconnect(),
    refresh: () => controller.refresh('manual'),
    setAutoRefresh: (value: boolean) => dispatch({ type: 'autoRefresh', value }),
  }
}
