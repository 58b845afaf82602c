import { useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1100;
  height: 3px;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

/** A loading bar while a route's code and data load (spec: a spinner while navigating). */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <Track role="progressbar" aria-label="Loading page" /> : null;
}
