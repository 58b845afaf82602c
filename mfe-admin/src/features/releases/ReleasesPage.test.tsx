import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type ApiError, type RemoteName } from '@replay/contract';
import { formatDateTime } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { refusal, renderAdminPage } from '../../testing/lists';
import type { ReleaseChange } from './api/get-release-history';
import type { ReleaseRemote, VersionHealth } from './api/get-releases';
import { Component as ReleasesPage } from './ReleasesPage';

const SINCE = '2026-03-14T14:05:00.000Z';

const health = (overrides: Partial<VersionHealth> & { version: string }): VersionHealth => ({
  sessions: 0,
  failedLoads: 0,
  errors: 0,
  failureRate: 0,
  errorRate: 0,
  lcpP75: null,
  inpP75: null,
  ...overrides,
});

const manifestUrl = (name: RemoteName, version: string) => `https://${name}.test/${version}/mf-manifest.json`;

const remote = (
  name: RemoteName,
  stable: string,
  canary: { version: string; share: number } | null,
  overrides: Partial<ReleaseRemote> = {},
): ReleaseRemote => ({
  name,
  stable: { version: stable, manifestUrl: manifestUrl(name, stable) },
  canary: canary && { ...canary, manifestUrl: manifestUrl(name, canary.version) },
  owner: null,
  autoPromote: false,
  canarySince: null,
  health: [],
  ...overrides,
});

/** A canary at 10 % faring badly; a remote without one; a canary rolled back to 0 %; the admin's root build. */
const REGISTRY: ReleaseRemote[] = [
  remote(
    'storefront',
    '1.3.0',
    { version: '1.4.0', share: 10 },
    {
      owner: 'storefront-team@replay.test',
      canarySince: SINCE,
      health: [
        health({
          version: '1.3.0',
          sessions: 1204,
          failedLoads: 6,
          errors: 2,
          failureRate: 0.005,
          errorRate: 2 / 1204,
          lcpP75: 1834.4,
          inpP75: 120,
        }),
        health({ version: '1.4.0', sessions: 64, failedLoads: 8, errors: 1, failureRate: 0.125, errorRate: 1 / 64 }),
      ],
    },
  ),
  remote('buyer', '2.0.0', null),
  remote('seller', '1.3.0', { version: '1.4.0', share: 0 }, { autoPromote: true, owner: 'seller-team@replay.test' }),
  remote('admin', 'current', null),
];

const [STOREFRONT, BUYER, SELLER] = REGISTRY as [ReleaseRemote, ReleaseRemote, ReleaseRemote];

const HEALTH_COLUMNS = [
  'Version',
  'Sessions',
  'Failed loads',
  'Errors',
  'Failure rate',
  'Error rate',
  'LCP p75',
  'INP p75',
];

/** Serves GET /releases (the registry as `registry()` says at each request) and records each PUT's remote and body. */
function serve(registry: () => ReleaseRemote[] = () => REGISTRY, answer?: () => HttpResponse<ApiError>) {
  const puts: Array<{ remote: string; body: unknown }> = [];
  let reads = 0;
  server.use(
    handle(api.listReleases, () => {
      reads += 1;
      return HttpResponse.json({ remotes: registry() });
    }),
    handle(api.putRelease, async ({ request, params }) => {
      puts.push({ remote: String(params.remote), body: await request.json() });
      if (answer) return answer();
      return HttpResponse.json(registry().find((entry) => entry.name === params.remote)!);
    }),
  );
  return { puts, reads: () => reads };
}

const render = () => renderAdminPage(ReleasesPage, paths.releases);

/** A remote's section, found by its heading (the first test checks it is a region named by it). */
const region = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section')!;
const section = (name: string) => within(region(name));

/** The section's summary, term and value a line each ("Stable: 1.3.0"). */
const summary = (name: string) =>
  [...region(name).querySelectorAll('dl > div')].map(
    (item) => `${item.querySelector('dt')!.textContent}: ${item.querySelector('dd')!.textContent}`,
  );

/** Each health row's cells, the header row first. */
const healthRows = (name: string) =>
  section(name)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('columnheader').concat(within(row).queryAllByRole('cell')))
    .map((cells) => cells.map((cell) => cell.textContent));

describe('Releases', () => {
  it("shows each remote's stable version, its canary and share, owner, auto-promotion and since when", async () => {
    serve();
    render();

    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Storefront' })).toBe(region('Storefront'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Storefront',
      'Buyer',
      'Seller',
      'Admin',
    ]);

    expect(summary('Storefront')).toEqual([
      'Stable: 1.3.0',
      'Canary: 1.4.0 · 10 % of visitors',
      `Canary since: ${formatDateTime(SINCE)}`,
      'Auto-promote: Off',
      'Owner: storefront-team@replay.test',
    ]);
    expect(section('Storefront').getByRole('link', { name: 'storefront-team@replay.test' })).toHaveAttribute(
      'href',
      'mailto:storefront-team@replay.test',
    );
    expect(section('Storefront').getByText(formatDateTime(SINCE))).toHaveAttribute('datetime', SINCE);
    expect(summary('Buyer')).toEqual([
      'Stable: 2.0.0',
      'Canary: No canary',
      'Canary since: —',
      'Auto-promote: Off',
      'Owner: No owner declared',
    ]);
    expect(summary('Seller')).toEqual([
      'Stable: 1.3.0',
      'Canary: 1.4.0 · 0 % of visitors',
      'Canary since: —',
      'Auto-promote: On',
      'Owner: seller-team@replay.test',
    ]);
  });

  it('shows each version’s health: counts, rates as percentages, vitals in ms or a dash', async () => {
    serve();
    render();
    await screen.findByText('Storefront', { selector: 'h2' });

    expect(healthRows('Storefront')).toEqual([
      HEALTH_COLUMNS,
      ['1.3.0Stable', '1,204', '6', '2', '0.5 %', '0.2 %', '1,834 ms', '120 ms'],
      ['1.4.0Canary', '64', '8', '1', '12.5 %', '1.6 %', '—', '—'],
    ]);
    expect(section('Buyer').getByText('No visits reported in the window yet')).toBeInTheDocument();
    expect(section('Buyer').queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Promote while there is a canary (a rolled-back one too) and Roll back while visitors get it', async () => {
    serve();
    render();
    await screen.findByText('Storefront', { selector: 'h2' });

    const actions = (name: string) =>
      section(name)
        .queryAllByRole('button', { name: /^(Promote|Roll back)/ })
        .map((button) => button.textContent);
    expect(actions('Storefront')).toEqual(['Promote', 'Roll back']);
    expect(actions('Buyer')).toEqual([]);
    expect(actions('Seller')).toEqual(['Promote']);
    expect(actions('Admin')).toEqual([]);
    expect(section('Storefront').getByRole('button', { name: 'Promote Storefront 1.4.0' })).toBeEnabled();
    expect(section('Storefront').getByRole('button', { name: 'Roll back Storefront 1.4.0' })).toBeEnabled();
  });

  it('says why when the registry cannot be loaded', async () => {
    server.use(handle(api.listReleases, refusal(403, 'Only admins can do this')));
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
  });

  describe('Promote and Roll back', () => {
    it('promotes the canary with the reason: it becomes stable and the canary ends', async () => {
      let registry = [STOREFRONT];
      const { puts, reads } = serve(() => registry);
      const { user } = render();

      await user.click(await screen.findByRole('button', { name: 'Promote Storefront 1.4.0' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Promote the canary' }));
      expect(
        dialog.getByText(
          'Storefront 1.4.0 becomes the stable version every visitor gets, in place of 1.3.0; the canary ends.',
        ),
      ).toBeInTheDocument();

      registry = [remote('storefront', '1.4.0', null, { health: STOREFRONT.health })];
      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), ' Healthy for a day ');
      await user.click(dialog.getByRole('button', { name: 'Promote' }));

      expect(await screen.findByText('Storefront 1.4.0 is now the stable version')).toBeInTheDocument();
      expect(puts).toEqual([
        { remote: 'storefront', body: { stable: '1.4.0', canary: null, reason: 'Healthy for a day' } },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The registry is asked for again: the section shows the new stable version and no canary.
      await waitFor(() => expect(summary('Storefront')[1]).toBe('Canary: No canary'));
      expect(summary('Storefront')[0]).toBe('Stable: 1.4.0');
      expect(reads()).toBe(2);
      expect(section('Storefront').queryByRole('button', { name: /^Promote/ })).not.toBeInTheDocument();
      // The canary's form starts over: no version, ready to start the next canary.
      expect(section('Storefront').getByRole('textbox', { name: 'Canary version' })).toHaveValue('');
      expect(section('Storefront').getByRole('button', { name: 'Start the canary' })).toBeInTheDocument();
    });

    it('rolls the canary back to a share of 0 with the reason, which is required', async () => {
      const { puts } = serve(() => [STOREFRONT]);
      const { user } = render();

      await user.click(await screen.findByRole('button', { name: 'Roll back Storefront 1.4.0' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Roll back the canary' }));
      expect(
        dialog.getByText(/^Every visitor gets Storefront 1\.3\.0 again; 1\.4\.0 stays as the canary at 0 %/),
      ).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Roll back' }));
      expect(dialog.getByText('Give the reason for the change')).toBeInTheDocument();
      expect(puts).toEqual([]);

      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Checkout fails to load');
      await user.click(dialog.getByRole('button', { name: 'Roll back' }));

      expect(
        await screen.findByText('Storefront 1.4.0 rolled back: every visitor gets the stable version'),
      ).toBeInTheDocument();
      expect(puts).toEqual([{ remote: 'storefront', body: { share: 0, reason: 'Checkout fails to load' } }]);
    });

    it("keeps the dialog open with the server's message when the version is refused (409)", async () => {
      const message = 'seller 1.4.0 needs platform ^4.0.0; the site runs 3.2.0';
      const { puts } = serve(() => [SELLER], refusal(409, message));
      const { user } = render();

      await user.click(await screen.findByRole('button', { name: 'Promote Seller 1.4.0' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Promote the canary' }));
      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Rolled back by mistake');
      await user.click(dialog.getByRole('button', { name: 'Promote' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(message);
      expect(puts).toEqual([
        { remote: 'seller', body: { stable: '1.4.0', canary: null, reason: 'Rolled back by mistake' } },
      ]);
      expect(screen.getByRole('dialog', { name: 'Promote the canary' })).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Rolled back by mistake');
      expect(screen.queryByText(/is now the stable version/)).not.toBeInTheDocument();
    });
  });

  describe('The canary form', () => {
    const form = (name: string) => within(screen.getByRole('form', { name: `Canary of ${name}` }));

    /** The buyer's form (no canary under way): its version and share fields. */
    async function buyerForm() {
      await screen.findByText('Buyer', { selector: 'h2' });
      const buyer = form('Buyer');
      return {
        buyer,
        version: buyer.getByRole('textbox', { name: 'Canary version' }),
        share: buyer.getByRole('spinbutton', { name: 'Share of visitors (%)' }),
      };
    }

    it('checks each field before sending anything', async () => {
      const { puts } = serve(() => [BUYER]);
      const { user } = render();
      const { buyer, version, share } = await buyerForm();
      expect(version).toHaveValue('');
      expect(share).toHaveValue(10);

      await user.clear(share);
      await user.click(buyer.getByRole('button', { name: 'Start the canary' }));
      expect(buyer.getByText('Enter the version to release as the canary')).toBeInTheDocument();
      expect(buyer.getByText('Enter the share of visitors, from 0 to 100')).toBeInTheDocument();
      expect(buyer.getByText('Give the reason for the change')).toBeInTheDocument();
      expect(version).toHaveAttribute('aria-invalid', 'true');

      for (const [typedVersion, typedShare, versionError] of [
        ['2.0.0', '150', '2.0.0 is already the stable version'],
        ['2.1 beta', '12.5', 'Enter a version name, like 1.4.0'],
      ] as const) {
        await user.clear(version);
        await user.type(version, typedVersion);
        await user.clear(share);
        await user.type(share, typedShare);
        await user.click(buyer.getByRole('button', { name: 'Start the canary' }));
        expect(buyer.getByText(versionError)).toBeInTheDocument();
        expect(buyer.getByText('Enter a whole number from 0 to 100')).toBeInTheDocument();
      }
      expect(puts).toEqual([]);
    });

    it('starts a canary with its version, share, auto-promotion and reason', async () => {
      const { puts } = serve(() => [BUYER]);
      const { user } = render();
      const { buyer, version, share } = await buyerForm();

      await user.type(version, ' 2.1.0 ');
      await user.clear(share);
      await user.type(share, '25');
      await user.click(buyer.getByRole('checkbox', { name: 'Promote automatically once healthy' }));
      await user.type(buyer.getByRole('textbox', { name: 'Reason' }), 'New saved-items page');
      await user.click(buyer.getByRole('button', { name: 'Start the canary' }));

      expect(await screen.findByText('Buyer canary 2.1.0 at 25 % of visitors')).toBeInTheDocument();
      expect(puts).toEqual([
        { remote: 'buyer', body: { canary: '2.1.0', share: 25, autoPromote: true, reason: 'New saved-items page' } },
      ]);
      expect(buyer.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    });

    it('changes the share of the canary under way without sending its version again', async () => {
      const { puts } = serve(() => [STOREFRONT]);
      const { user } = render();
      await screen.findByText('Storefront', { selector: 'h2' });
      const storefront = form('Storefront');
      expect(storefront.getByRole('textbox', { name: 'Canary version' })).toHaveValue('1.4.0');
      const share = storefront.getByRole('spinbutton', { name: 'Share of visitors (%)' });
      expect(share).toHaveValue(10);

      await user.clear(share);
      await user.type(share, '50');
      await user.type(storefront.getByRole('textbox', { name: 'Reason' }), 'Half the visitors');
      await user.click(storefront.getByRole('button', { name: 'Change the canary' }));

      await waitFor(() =>
        expect(puts).toEqual([
          { remote: 'storefront', body: { share: 50, autoPromote: false, reason: 'Half the visitors' } },
        ]),
      );
    });

    it("shows the server's message for a version that is not released (409)", async () => {
      const message = 'buyer 9.9.9 is not released: no 9.9.9/mf-manifest.json';
      serve(() => [BUYER], refusal(409, message));
      const { user } = render();
      const { buyer, version } = await buyerForm();

      await user.type(version, '9.9.9');
      await user.type(buyer.getByRole('textbox', { name: 'Reason' }), 'Try it');
      await user.click(buyer.getByRole('button', { name: 'Start the canary' }));

      expect(await buyer.findByRole('alert')).toHaveTextContent(message);
      expect(version).toHaveValue('9.9.9');
    });

    it('shows the server’s word on a field it names', async () => {
      serve(
        () => [BUYER],
        () =>
          HttpResponse.json({ message: 'Invalid request', errors: { share: 'Must be at most 100' } }, { status: 400 }),
      );
      const { user } = render();
      const { buyer, version, share } = await buyerForm();

      await user.type(version, '2.1.0');
      await user.type(buyer.getByRole('textbox', { name: 'Reason' }), 'Try it');
      await user.click(buyer.getByRole('button', { name: 'Start the canary' }));

      expect(await buyer.findByText('Must be at most 100')).toBeInTheDocument();
      expect(share).toHaveAttribute('aria-invalid', 'true');
      expect(buyer.queryByText('Invalid request')).not.toBeInTheDocument();
    });
  });

  describe('History', () => {
    const ROLLED_BACK: ReleaseChange = {
      _id: 'h2',
      remote: 'storefront',
      at: '2026-03-14T15:20:00.000Z',
      actor: 'automatic',
      from: { stable: '1.3.0', canary: '1.4.0', share: 10 },
      to: { stable: '1.3.0', canary: '1.4.0', share: 0 },
      reason: 'rolled back automatically',
      figures: {
        stable: health({ version: '1.3.0', sessions: 1204, failedLoads: 6, failureRate: 0.005, errorRate: 0.002 }),
        canary: health({ version: '1.4.0', sessions: 64, failedLoads: 8, failureRate: 0.12, errorRate: 0.031 }),
      },
    };
    const STARTED: ReleaseChange = {
      _id: 'h1',
      remote: 'storefront',
      at: SINCE,
      actor: 'admin@replay.test',
      from: { stable: '1.3.0', canary: null, share: 0 },
      to: { stable: '1.3.0', canary: '1.4.0', share: 10 },
      reason: 'New checkout',
      figures: null,
    };

    it("is asked for when the remote's History opens: when, who, from → to, why and an automatic decision's figures", async () => {
      serve(() => [STOREFRONT]);
      const asked: string[] = [];
      server.use(
        handle(api.getReleaseHistory, ({ params }) => {
          asked.push(String(params.remote));
          return HttpResponse.json({ items: [ROLLED_BACK, STARTED] });
        }),
      );
      const { user } = render();
      await screen.findByText('Storefront', { selector: 'h2' });
      const toggle = section('Storefront').getByRole('button', { name: 'History of Storefront' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(asked).toEqual([]);

      await user.click(toggle);

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(section('Storefront').getAllByRole('table')).toHaveLength(2));
      expect(asked).toEqual(['storefront']);
      const rows = within(section('Storefront').getAllByRole('table')[1]!).getAllByRole('row');
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['When', 'Who', 'Change', 'Reason', 'Figures']);
      expect(
        within(rows[1]!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        formatDateTime(ROLLED_BACK.at),
        'Automatic',
        'stable 1.3.0, canary 1.4.0 at 10 % → stable 1.3.0, canary 1.4.0 at 0 %',
        'rolled back automatically',
        'canary 12 % failed loads vs stable 0.5 % over 64 sessionscanary 3.1 % errors vs stable 0.2 %',
      ]);
      expect(
        within(rows[2]!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        formatDateTime(SINCE),
        'admin@replay.test',
        'stable 1.3.0, no canary → stable 1.3.0, canary 1.4.0 at 10 %',
        'New checkout',
        '',
      ]);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(section('Storefront').getAllByRole('table')).toHaveLength(1);
    });
  });
});
