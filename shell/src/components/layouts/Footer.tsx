import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';

const Bar = styled.footer`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.text};
  color: #e5e7eb;
  a {
    color: inherit;
  }
  /* A fingertip's size on a phone: the links are a row of their own, not running text. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    a {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: 44px;
      min-width: 44px;
    }
  }
`;

const Row = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const PLACEHOLDER_LINKS = ['Home', 'About', 'Teams', 'Privacy', 'Cookies'];

const SOCIAL = [
  { name: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z' },
  {
    name: 'Twitter',
    path: 'M22 5.9c-.7.3-1.5.6-2.3.7.8-.5 1.4-1.3 1.7-2.2-.8.5-1.6.8-2.5 1A4 4 0 0 0 12 8.9 11.4 11.4 0 0 1 3.7 4.7a4 4 0 0 0 1.2 5.4c-.6 0-1.3-.2-1.8-.5 0 2 1.4 3.7 3.2 4-.6.2-1.2.2-1.8.1a4 4 0 0 0 3.8 2.8A8.1 8.1 0 0 1 2 18.1 11.4 11.4 0 0 0 8.2 20c7.4 0 11.5-6.2 11.5-11.5v-.5c.9-.6 1.6-1.3 2.3-2.1z',
  },
  {
    name: 'YouTube',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z',
  },
];

/** Placeholder links that go nowhere, our notice and transparency pages, social icons and the 2022 copyright. */
export function Footer() {
  return (
    <Bar>
      <Row aria-label="Footer">
        {PLACEHOLDER_LINKS.map((label) => (
          // The footer's links are placeholders that go nowhere.
          // eslint-disable-next-line jsx-a11y/anchor-is-valid
          <a key={label} href="#" onClick={(event) => event.preventDefault()}>
            {label}
          </a>
        ))}
      </Row>
      {/* Ours, beside the spec's footer: anyone's notice of content, and the moderation figures. */}
      <Row aria-label="Trust and safety">
        <Link to={paths.reportContent()}>Report content</Link>
        <Link to={paths.transparency}>Transparency</Link>
      </Row>
      <Row aria-label="Social">
        {SOCIAL.map(({ name, path }) => (
          // eslint-disable-next-line jsx-a11y/anchor-is-valid -- placeholders, like the links above
          <a key={name} href="#" aria-label={name} onClick={(event) => event.preventDefault()}>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={path} />
            </svg>
          </a>
        ))}
      </Row>
      <p>Copyright © 2022 - All rights reserved by Replay Market</p>
    </Bar>
  );
}
