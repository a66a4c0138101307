import { useState } from 'react'
import { PARAM_GROUPS } from '../../../schemas/aiForms'
import { Icon } from '../../components/Icon'
import { isObject } from '../../model/core'
import { SettingsPage } from './SettingsPage'
import { SettingsSection } from './SettingsSection'
import { SettingControl } from './SettingControl'
import { OtherSettings } from './OtherSettings'
import { isUnlistedParam, matchingSpecs } from './paramKeys'
import { sumCounts, useAiProblems, useAiValue } from './useAi'

/** "Agent behaviour": every documented `ai.params` setting, grouped by what it does. */
export function ParamsPage() {
  const params = useAiValue(['params'])
  const problems = useAiProblems()
  const [query, setQuery] = useState('')
  const set = (key: string) => isObject(params) && params.has(key)
  const unlisted = isObject(params) ? params.keys().filter(isUnlistedParam) : []
  return (
    <SettingsPage
      id="behaviour"
      title="Agent behaviour"
      intro={
        <>
          How the agent listens, talks and thinks (<code>ai.params</code>). Every setting has a
          sensible default: change only what you need. A setting you empty goes back to its default.
        </>
      }
    >
      <label className="search settings-search">
        <Icon name="search" />
        <input
          type="search"
          placeholder="Find a setting"
          aria-label="Find a setting"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      {PARAM_GROUPS.map((group) => {
        const specs = matchingSpecs(group, query)
        if (query && specs.length === 0) return null
        const changed = group.keys.filter(set).length
        const count = sumCounts(group.keys.map((k) => problems.count(['params', k])))
        return (
          <SettingsSection
            key={group.id}
            title={group.title}
            description={group.description}
            changed={changed}
            problems={count}
            defaultOpen={changed > 0 || count.errors + count.warnings > 0 || group.id === 'timing'}
            open={query ? true : undefined}
          >
            <div className="settings-grid">
              {specs.map((spec) => (
                <SettingControl
                  key={spec.key}
                  spec={spec}
                  rel={['params', spec.key]}
                  id={`param-${spec.key}`}
                  problem={problems.at(['params', spec.key])}
                />
              ))}
            </div>
          </SettingsSection>
        )
      })}
      {!query && (
        <SettingsSection
          title="Other settings"
          description="Settings this page does not list, kept as they are. Add any other setting the platform supports by its name."
          changed={unlisted.length}
          defaultOpen={unlisted.length > 0}
        >
          <OtherSettings rel={['params']} idBase="param-other" isOther={isUnlistedParam} />
        </SettingsSection>
      )}
    </SettingsPage>
  )
}
