import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { PageTitle, QueryContent } from '@replay/platform';
import { useCase } from './api/get-case';
import { CaseDetails } from './components/CaseDetails';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled(PageTitle)`
  overflow-wrap: anywhere;
`;

/**
 * A moderation case (/dashboard/moderation/:id): what was reported and whose it is, every report and
 * notice, the owner's strikes and earlier decisions, and the decision, or the form to make it.
 */
export function Component() {
  const id = useParams().id ?? '';
  const detail = useCase(id);

  return (
    <>
      <Back to={paths.moderation}>Back to the moderation queue</Back>
      <Title>{detail.data ? `Case: ${detail.data.preview.text}` : 'Case'}</Title>
      <QueryContent query={detail} label="Loading the case">
        {(found) => <CaseDetails detail={found} />}
      </QueryContent>
    </>
  );
}
