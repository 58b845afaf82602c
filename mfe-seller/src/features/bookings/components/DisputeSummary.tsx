import { useState } from 'react';
import styled from 'styled-components';
import { DISPUTE_OUTCOME_LABELS, PROBLEM_REASON_LABELS, type OrderDispute } from '@replay/contract';
import { Badge, dollars } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { AnswerDisputeModal } from './AnswerDisputeModal';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/**
 * A problem the buyer reported with the order: why, their words and where it stands. Open and not
 * answered yet, the seller answers it ("Answer"); resolved, the admin's decision and reason.
 */
export function DisputeSummary({ dispute, productName }: { dispute: OrderDispute; productName: string }) {
  const [answering, setAnswering] = useState(false);
  const open = dispute.state === 'open';
  return (
    <Box>
      <p>
        <strong>Problem reported: {PROBLEM_REASON_LABELS[dispute.reason]}</strong>{' '}
        <Badge $tone={open ? 'warning' : 'neutral'}>{open ? 'Open' : 'Resolved'}</Badge>
      </p>
      <Quote>{dispute.details}</Quote>
      {dispute.response !== undefined && (
        <>
          <p>Your answer: {dispute.response}</p>
          {dispute.responseImages?.length ? (
            <Photos aria-label="Attached to your answer">
              {dispute.responseImages.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={`Attachment ${index + 1} of your answer`} width={48} height={48} />
                  </a>
                </li>
              ))}
            </Photos>
          ) : null}
        </>
      )}
      {open && <p>The money of this order is on hold until an admin decides.</p>}
      {open && dispute.response === undefined && (
        <div>
          <TouchButton
            type="button"
            $small
            onClick={() => setAnswering(true)}
            aria-label={`Answer the problem with ${productName}`}
          >
            Answer
          </TouchButton>
        </div>
      )}
      {!open && dispute.outcome && (
        <p>
          {DISPUTE_OUTCOME_LABELS[dispute.outcome]}
          {dispute.refundCents ? `: ${dollars(dispute.refundCents)} back to the buyer` : ''}
        </p>
      )}
      {!open && dispute.resolution && <p>Admin&apos;s reason: {dispute.resolution}</p>}
      {answering && (
        <AnswerDisputeModal dispute={dispute} productName={productName} onClose={() => setAnswering(false)} />
      )}
    </Box>
  );
}
