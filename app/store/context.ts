import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { StudioState, StudioStore } from './index'

const StoreContext = createContext<StudioStore | null>(null)

export function StudioProvider({ store, children }: { store: StudioStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children)
}

/** The store itself, for actions and for reading state in event handlers. */
export function useStudioApi(): StudioStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStudio must be used inside <StudioProvider>')
  return store
}

/** Subscribes to one narrow slice of the state: the component re-renders when it changes. */
export function useStudio<T>(selector: (state: StudioState) => T): T {
  return useStore(useStudioApi(), selector)
}
