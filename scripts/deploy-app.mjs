#!/usr/bin/env node
// Points the site at a released version of a remote, through the API's release registry: every
// shell server reads it within RELEASES_CACHE_SECONDS, no restart (docs/architecture.md,
// "Releasing and rolling back a remote"). Run from a remote's package:
//   npm run deploy -w mfe-seller -- --version 1.4.0 --canary 10 [--auto-promote]   a canary for 10 % of visitors
//   npm run deploy -w mfe-seller -- --promote                                       the canary becomes stable
//   npm run deploy -w mfe-seller -- --rollback                                      the canary's share goes to 0
//   npm run deploy -w mfe-seller -- --version 1.4.0                                 1.4.0 for everyone at once
//   npm run deploy -w mfe-seller -- --status                                        versions, health, history
// with DEPLOY_API_URL (default http://localhost:5000) and DEPLOY_KEY (the remote's deploy key, or an
// admin's access token), kept out of the repository. Options: --reason "…", --owner team@example.com.
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: '.' },
    version: { type: 'string' },
    canary: { type: 'string' },
    'auto-promote': { type: 'boolean', default: false },
    promote: { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    status: { type: 'boolean', default: false },
    reason: { type: 'string' },
    owner: { type: 'string' },
  },
});

const fail = (message) => {
  console.error(`deploy: ${message}`);
  process.exit(1);
};

const remote = path.basename(path.resolve(values.app)).replace(/^mfe-/, '');
const api = (process.env.DEPLOY_API_URL || 'http://localhost:5000').replace(/\/+$/, '');
const key = process.env.DEPLOY_KEY;
if (!key) fail('set DEPLOY_KEY to the remote’s deploy key (or an admin’s access token)');

async function request(method, url, body) {
  let response;
  try {
    response = await fetch(`${api}${url}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    fail(`${api} did not answer (${error.cause?.code ?? error.message})`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(`${response.status}: ${answer.message ?? response.statusText}`);
  return answer;
}

const percent = (rate) => `${Math.round(rate * 1000) / 10} %`;
function describe(state) {
  const canary = state.canary ? `canary ${state.canary.version} at ${state.canary.share} %` : 'no canary';
  console.log(`${state.name}: stable ${state.stable.version}, ${canary}${state.autoPromote ? ', auto-promote' : ''}`);
  for (const health of state.health) {
    console.log(
      `  ${health.version}: ${health.sessions} sessions, failed loads ${percent(health.failureRate)}, errors ${percent(health.errorRate)}`,
    );
  }
}

const modes = [values.promote, values.rollback, values.status, values.canary !== undefined].filter(Boolean).length;
if (modes > 1) fail('choose one of --canary, --promote, --rollback and --status');
const reason = values.reason ?? `npm run deploy (${process.env.USER ?? 'a team member'})`;
const current = async () => (await request('GET', '/releases')).remotes.find((state) => state.name === remote);

let body;
if (values.status) {
  describe(await current());
  const { items } = await request('GET', `/releases/${remote}/history`);
  for (const change of items.slice(0, 10)) {
    const side = (state) => `${state.stable}${state.canary ? ` + ${state.canary} ${state.share} %` : ''}`;
    console.log(`  ${change.at} ${change.actor}: ${side(change.from)} → ${side(change.to)} (${change.reason})`);
  }
  process.exit(0);
} else if (values.promote) {
  const version = values.version ?? (await current())?.canary?.version;
  if (!version) fail(`${remote} has no canary to promote (name one with --version)`);
  body = { stable: version, canary: null };
} else if (values.rollback) {
  body = { share: 0 };
} else if (values.canary !== undefined) {
  const share = Number(values.canary);
  if (!Number.isInteger(share) || share < 0 || share > 100) fail('--canary takes a share from 0 to 100');
  if (!values.version) fail('--canary needs --version');
  body = { canary: values.version, share, autoPromote: values['auto-promote'] };
} else if (values.version) {
  body = { stable: values.version, canary: null };
} else {
  fail('nothing to do: give --version, --canary, --promote, --rollback or --status');
}
const state = await request('PUT', `/releases/${remote}`, {
  ...body,
  ...(values.owner ? { owner: values.owner } : {}),
  reason,
});
describe(state);
