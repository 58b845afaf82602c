import styled from 'styled-components';
import { REPORT_REASON_LABELS, type MessageReport } from '@replay/contract';
import { Badge, PageTitle, timeAgo, type TableColumn } from '@replay/platform';
import { AdminTable } from '../../components/AdminTable';
import { useRemoveMessage, useReportedMessages } from './api/reported-messages';

/** A message as its sender wrote it: text only, its lines kept. */
const Body = styled.p`
  margin: 0;
  max-width: 48ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reasons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const reportCount = (report: MessageReport) => (report.reports === 1 ? '1 report' : `${report.reports} reports`);

const columns: ReadonlyArray<TableColumn<MessageReport>> = [
  { header: 'Message', cell: (report) => <Body>{report.body}</Body> },
  {
    header: 'Sender',
    cell: (report) => (
      <>
        {report.senderName} <a href={`mailto:${report.senderEmail}`}>{report.senderEmail}</a>
      </>
    ),
  },
  { header: 'About', cell: (report) => report.productTitle },
  {
    header: 'Reports',
    cell: (report) => (
      <Reasons>
        <Badge $tone="warning">{reportCount(report)}</Badge>
        {report.reasons.map((reason) => (
          <Badge key={reason} $tone="neutral">
            {REPORT_REASON_LABELS[reason]}
          </Badge>
        ))}
      </Reasons>
    ),
  },
  { header: 'Sent', cell: (report) => <time dateTime={report.sentAt}>{timeAgo(report.sentAt)}</time> },
];

/** Reported Messages (/dashboard/reportedmessages): what members reported, for the admin to remove for both sides. */
export function Component() {
  return (
    <>
      <PageTitle>Reported Messages</PageTitle>
      <AdminTable
        query={useReportedMessages()}
        columns={columns}
        rowKey={(report) => report._id}
        emptyText="No message is reported"
        deleteMutation={useRemoveMessage()}
        deleteId={(report) => report._id}
        deleteLabel="Remove"
        deleteSuccessText="Message removed"
        deleteDescription={(report) =>
          `${report.senderName}'s message will read "Message removed by admin" for both members of the conversation.`
        }
      />
    </>
  );
}
