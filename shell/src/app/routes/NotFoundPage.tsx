import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { useDocumentMeta } from '@replay/platform';
import { SHELL_PAGE_META } from './page-meta';

const Box = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Links = styled.p`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
`;

export function NotFoundPage() {
  useDocumentMeta(SHELL_PAGE_META.notFound.title, SHELL_PAGE_META.notFound.description);
  return (
    <Box>
      <h1>This page does not exist.</h1>
      <p>Sorry! We could not find the page you are looking for. Please check URL in address bar and try again.</p>
      <Links>
        <Link to={paths.home}>Back to homepage</Link>
        <a href="mailto:support@replay.market">Contact Support</a>
      </Links>
    </Box>
  );
}
