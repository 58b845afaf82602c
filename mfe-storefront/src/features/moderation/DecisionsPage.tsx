import { useState } from 'react';
import styled from 'styled-components';
import type { Decision } from '@replay/contract';
import { Button, PageTitle, QueryContent } from '@replay/platform';
import { useMyDecisions } from './api/decisions';
import { AppealDialog } from './components/AppealDialog';
import { DecisionStatement } from './components/DecisionStatement';
import { plainList } from '../../components/styles';

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ol`
  ${plainList(4)}
  max-width: 880px;
`;

/**
 * `/dashboard/decisions` (buyers and sellers): each decision about the member's listings, messages
 * or account as its statement of reasons, with Appeal while
 * the window is open and no appeal was sent.
 */
export function Component() {
  const decisions = useMyDecisions();
  const [appealing, setAppealing] = useState<Decision | null>(null);
  const [appealed, setAppealed] = useState<string | null>(null);

  return (
    <section>
      <PageTitle>Decisions about me</PageTitle>
      <Intro>
        When our team acts on one of your listings, your messages or your account, you find the decision and its reasons
        here. You can appeal each decision once, until the date it shows.
      </Intro>
      <QueryContent
        query={decisions}
        label="Loading decisions"
        context="Your decisions could not be loaded"
        empty="No decisions about you"
      >
        {(items) => (
          <List aria-label="Decisions">
            {items.map((decision) => (
              <li key={decision._id}>
                <DecisionStatement
                  decision={decision}
                  focusAppeal={appealed === decision._id}
                  renderAppeal={(headingId) => (
                    <Button type="button" $small aria-describedby={headingId} onClick={() => setAppealing(decision)}>
                      Appeal
                    </Button>
                  )}
                />
              </li>
            ))}
          </List>
        )}
      </QueryContent>
      {appealing && (
        <AppealDialog
          decision={appealing}
          onClose={() => setAppealing(null)}
          onSent={() => {
            setAppealing(null);
            setAppealed(appealing._id);
          }}
        />
      )}
    </section>
  );
}
