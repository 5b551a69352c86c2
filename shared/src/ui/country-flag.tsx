/**
 * A country's flag as an image the platform serves itself (see FLAG_IMAGE_PATH), never a
 * flag emoji: without an emoji font those show as two letters. Decorative unless given a
 * label, as it usually sits beside the country's name.
 */
import styled from 'styled-components';
import { flagImageUrl } from '../geo/flags.js';
import { colors } from './tokens';

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, e.g. DE. */
  code: string;
  /** Accessible name; leave it out where the country's name is shown beside the flag. */
  label?: string;
}

export function CountryFlag({ code, label }: CountryFlagProps) {
  return <Image src={flagImageUrl(code)} alt={label ?? ''} width={24} height={18} />;
}

// The flags are 4:3; the border keeps white flags visible on a white page.
const Image = styled.img`
  flex-shrink: 0;
  width: 1.5rem;
  height: 1.125rem;
  object-fit: cover;
  border: 1px solid ${colors.border};
`;
