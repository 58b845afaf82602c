import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type Report } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { answerDialog, expectRefusedDelete, findTable, refusal, renderAdminPage } from '../../testing/lists';
import { Component as ReportsPage } from './ReportsPage';

const report = (productId: string, title: string, reports: number): Report => ({
  _id: `r-${productId}`,
  productId,
  title,
  imageUrl: `https://img.test/${productId}.png`,
  email: 'buyer@replay.test',
  reports,
  date: '2025-01-01T00:00:00.000Z',
});
const zelda = report('p1', 'Zelda: Tears of the Kingdom', 2);
const halo = report('p2', 'Halo Infinite', 1);

function serveReports(reports: Report[]) {
  server.use(handle(api.listReports, () => HttpResponse.json(reports)));
}

const renderPage = () => renderAdminPage(ReportsPage, paths.reports);

describe('Reported Items', () => {
  it('lists reported products with number, image, title, report count and Delete', async () => {
    serveReports([zelda, halo]);
    renderPage();

    const rows = await findTable('Reported Items', ['#', 'Name', 'Reasons', 'Action']);
    expect(rows[1]).toHaveTextContent(/^1Zelda: Tears of the Kingdom2 reportsDelete$/);
    expect(rows[2]).toHaveTextContent(/^2Halo Infinite1 reportDelete$/);
    // The picture is decorative: the title is written beside it.
    expect(within(rows[1]!).getByRole('presentation')).toHaveAttribute('src', zelda.imageUrl);
  });

  it("lists each reason's label with its count, most severe first, and nothing without reasons", async () => {
    serveReports([
      { ...zelda, reports: 4, reasons: { other: 1, scam: 2, misleading: 1 } },
      { ...halo, reasons: { offensive: 1, illegal: 0 } },
      report('p3', 'Mario Kart 8', 1),
    ]);
    renderPage();

    const rows = await findTable('Reported Items', ['#', 'Name', 'Reasons', 'Action']);
    const reasons = (row: number) => within(rows[row]!).getAllByRole('cell')[2]!;
    expect(reasons(1)).toHaveTextContent(
      /^Scam or fraud \(2\), Misleading or wrong category \(1\), Something else \(1\)$/,
    );
    expect(reasons(2)).toHaveTextContent(/^Offensive \(1\)$/);
    expect(reasons(3)).toBeEmptyDOMElement();
  });

  it('says so when nothing is reported', async () => {
    serveReports([]);
    renderPage();

    expect(await screen.findByText('There is no Reported product')).toBeInTheDocument();
  });

  it('deletes the reported product after "Are you sure?", toasts "Product Delete Confirmed" and refetches', async () => {
    serveReports([zelda, halo]);
    let deletedWith: URL | undefined;
    server.use(
      handle(api.deleteReportedProduct, ({ request }) => {
        deletedWith = new URL(request.url);
        serveReports([halo]);
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );
    const { user } = renderPage();

    const row = (await screen.findByText(zelda.title)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure?', 'Yes', `${zelda.title} will be deleted with its reports.`);

    expect(await screen.findByText('Product Delete Confirmed')).toBeInTheDocument();
    expect(deletedWith?.searchParams.get('email')).toBe('admin@replay.test');
    await waitFor(() => expect(screen.queryByText(zelda.title)).not.toBeInTheDocument());
    expect(screen.getByText(halo.title)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("toasts the server's message when deleting fails", async () => {
    serveReports([halo]);
    server.use(handle(api.deleteReportedProduct, refusal(404, 'This product has no reports')));
    const { user } = renderPage();

    await expectRefusedDelete(user, 'This product has no reports', 'Product Delete Confirmed');
  });
});
