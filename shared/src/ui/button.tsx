/** The one button of the kit: four variants, three sizes. */
import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { colors, controlSizes, focusRing, fontFamily, radius, space, type Size } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: Size;
}

// type="button" by default: a kit button inside a form must not submit it by accident.
export function Button({ variant = 'primary', size = 'md', type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} {...props} />;
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    color: ${colors.primaryContrast};
    background: ${colors.primary};
    border-color: ${colors.primary};
  `,
  secondary: css`
    color: ${colors.primary};
    background: ${colors.surface};
    border-color: ${colors.primary};
  `,
  danger: css`
    color: #fff;
    background: ${colors.danger};
    border-color: ${colors.danger};
  `,
  link: css`
    color: ${colors.primary};
    background: transparent;
    border-color: transparent;
    text-decoration: underline;
    padding-inline: 0;
  `,
};

const buttonLook = css<{ $variant: ButtonVariant; $size: Size }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${({ $size }) => controlSizes[$size].height};
  padding: 0 ${({ $size }) => controlSizes[$size].paddingX};
  font-family: ${fontFamily};
  font-size: ${({ $size }) => controlSizes[$size].fontSize};
  font-weight: 600;
  border: 1px solid;
  border-radius: ${radius};
  cursor: pointer;
  ${({ $variant }) => variantStyles[$variant]}

  /* A toggle that is on (wireframe, a unit) looks pressed: filled, as a primary button. */
  &[aria-pressed='true'] {
    color: ${colors.primaryContrast};
    background: ${colors.primary};
    border-color: ${colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: Size }>`
  ${buttonLook}
`;

/**
 * A link that looks like a button: it goes somewhere (a page, a download) rather than doing
 * something there, so it stays a link for the browser and assistive technology.
 * `<ButtonLink $variant="secondary" $size="sm" href=… download>`, or `as={Link} to=…` for a page of the platform.
 */
export const ButtonLink = styled.a<{ $variant: ButtonVariant; $size: Size }>`
  ${buttonLook}
  text-decoration: none;
`;
