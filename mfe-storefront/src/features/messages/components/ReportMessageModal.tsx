import { useState } from 'react';
import styled from 'styled-components';
import { LIMITS, REPORT_REASON_LABELS, REPORT_REASONS, type Message, type ReportReason } from '@replay/contract';
import { Modal, notifyError, notifySuccess } from '@replay/platform';
import { useReportMessage } from '../api/conversations';
import { CountedTextArea } from '../../../components/CountedTextArea';

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 8rem;
  overflow: auto;
`;

/**
 * Reports the other member's message to the admin with one of the report reasons ("Something else"
 * until another is picked) and optional details (trimmed, left out when empty); closes on success
 * and on failure (toasted).
 */
export function ReportMessageModal({ message, onClose }: { message: Message; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason>('other');
  const [details, setDetails] = useState('');
  const report = useReportMessage();
  const submit = () => {
    const text = details.trim();
    report.mutate(
      { messageId: message._id, reason, ...(text ? { details: text } : {}) },
      {
        onSuccess: () => {
          notifySuccess('Thank you: an admin will review this message');
          onClose();
        },
        onError: (error) => {
          notifyError(error);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Report this message"
      confirmLabel="Report"
      confirmVariant="danger"
      onCancel={onClose}
      onConfirm={submit}
      busy={report.isPending}
    >
      <Quote>{message.body}</Quote>
      <Reasons>
        <legend>Why are you reporting it?</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </Reasons>
      <CountedTextArea
        label="Details (optional)"
        count={details.length}
        maxLength={LIMITS.reportDetailsMax}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
    </Modal>
  );
}
