import type { ButtonHTMLAttributes, Ref } from 'react'
import { Icon, type IconName } from './Icon'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md'
  icon?: IconName
  /** For an icon-only button: its accessible name, also shown as a tooltip. */
  label?: string
  ref?: Ref<HTMLButtonElement>
}

/** The one button of the app: text, icon and text, or icon only (with a `label`). */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  label,
  children,
  className,
  ...rest
}: ButtonProps) {
  const iconOnly = !children
  return (
    <button
      type="button"
      className={[
        'btn',
        `btn-${variant}`,
        `btn-${size}`,
        iconOnly ? 'btn-icon' : '',
        className ?? '',
      ]
        .join(' ')
        .trim()}
      aria-label={iconOnly ? label : undefined}
      title={label}
      {...rest}
    >
      {icon && <Icon name={icon} size={size === 'sm' ? 14 : 16} />}
      {children}
    </button>
  )
}
