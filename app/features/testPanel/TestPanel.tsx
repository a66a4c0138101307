import { useStudio } from '../../store/context'
import { FunctionTester } from './FunctionTester'
import { RunAllSection } from './RunAllSection'
import { selectedFunctionName } from './useFunctionTester'
import './testPanel.css'

/**
 * The "Test" tab: try the selected function before any call (a data_map simulated step by
 * step, or the exact request a web_hook_url function's server receives), and keep test cases
 * beside the script. Loaded when the tab is first opened.
 */
export function TestPanel() {
  const name = useStudio(selectedFunctionName)
  return (
    <div className="test-panel">
      {name === undefined ? (
        <p className="empty-state">Select a function in the list to try it.</p>
      ) : (
        <FunctionTester key={name} name={name} />
      )}
      <RunAllSection />
    </div>
  )
}
