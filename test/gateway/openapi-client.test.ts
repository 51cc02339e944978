/** The typed client is generated from the document the gateway serves: both committed files are current. */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { platformOpenApi } from '../../bin/commands/openapi.js';

describe('the typed client and its OpenAPI document', function () {
  this.timeout(60_000);

  it('client/openapi/openapi.json is the document the routes describe now (run npm run openapi after changing a route)', async () => {
    const committed = JSON.parse(await readFile('client/openapi/openapi.json', 'utf8'));
    expect(committed).to.deep.equal(await platformOpenApi());
  });

  it('client/openapi/types.ts is what openapi-typescript makes of it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ap-oas-'));
    try {
      execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'client/openapi/openapi.json', '-o', join(dir, 'types.ts')], { stdio: 'ignore' });
      expect(await readFile(join(dir, 'types.ts'), 'utf8')).to.equal(await readFile('client/openapi/types.ts', 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
