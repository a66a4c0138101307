import { useState, type InputHTMLAttributes } from 'react'
import { Button } from './Button'

/**
 * A password input: masked, with a button that shows it; spellcheck off. Everything else an
 * input takes (id, value, events, `autoComplete`, ARIA) is passed on as it is.
 */
export function MaskedInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false)
  return (
    <div className="input-with-button">
      <input className="input" spellCheck={false} {...props} type={shown ? 'text' : 'password'} />
      <Button
        size="sm"
        variant="ghost"
        icon={shown ? 'eyeOff' : 'eye'}
        label="Show password"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      />
    </div>
  )
}
