/**
 * The production stack's wiring (docker-compose.yml and the Dockerfile), checked with the Compose tool
 * itself: no Docker engine is needed. `scripts/ensure-test-tools.sh` (npm's pretest) installs Debian's
 * docker-compose (v1.29, which prints YAML only); Compose v2 (`docker compose` or a v2 `docker-compose`)
 * works as well. What each image contains (the healthchecks' commands, the data paths) is what
 * deploy/README.md records from the images' own Dockerfiles and documentation.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runProcess } from '@creators/storage/testing';

const root = fileURLToPath(new URL('..', import.meta.url));
const composeFile = fileURLToPath(new URL('../docker-compose.yml', import.meta.url));
const dockerfile = fileURLToPath(new URL('../Dockerfile', import.meta.url));

type Port =
  string | { readonly target: number | string; readonly published?: number | string; readonly host_ip?: string };
type Volume = string | { readonly type?: string; readonly source?: string; readonly target: string };

interface Service {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: string | readonly string[];
  readonly profiles?: readonly string[];
  readonly environment?: Readonly<Record<string, string | null>>;
  readonly depends_on?: Readonly<Record<string, { readonly condition?: string }>>;
  readonly healthcheck?: { readonly test?: string | readonly string[] };
  readonly ports?: readonly Port[];
  readonly volumes?: readonly Volume[];
  readonly stop_grace_period?: string;
}

interface ComposeFile {
  readonly services: Readonly<Record<string, Service>>;
  readonly volumes?: Readonly<Record<string, unknown>>;
}

interface ComposeTool {
  readonly command: string;
  readonly prefix: readonly string[];
  readonly major: number;
}

async function findComposeTool(): Promise<ComposeTool> {
  const candidates = [
    { command: 'docker-compose', prefix: [] },
    { command: 'docker', prefix: ['compose'] },
  ];
  for (const candidate of candidates) {
    // Not installed, or not a Compose tool: try the next one.
    const version = await runProcess(candidate.command, [...candidate.prefix, 'version', '--short']).catch(() => null);
    const major = Number(/^v?(\d+)\./.exec(version?.stdout.trim() ?? '')?.[1]);
    if (version?.code === 0 && Number.isInteger(major)) return { ...candidate, major };
  }
  throw new Error('no Compose tool found: run `bash scripts/ensure-test-tools.sh` (it installs docker-compose)');
}

const tool = await findComposeTool();

/** The file's own settings: what the caller's shell may override must not change the answer. */
const OVERRIDES = ['KURRENTDB_IMAGE', 'SEAWEEDFS_IMAGE', 'CREATORS_IMAGE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

async function compose(args: readonly string[]): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('COMPOSE_') && !OVERRIDES.includes(name)),
  );
  const result = await runProcess(tool.command, [...tool.prefix, '-f', composeFile, ...args], { cwd: root, env });
  if (result.code !== 0) throw new Error(`${tool.command} ${args.join(' ')} failed:\n${result.output}`);
  return result.stdout;
}

/** The resolved file with every profile enabled. v1 prints YAML only: PyYAML (which v1 is built on) reads it. */
async function resolvedConfig(): Promise<ComposeFile> {
  if (tool.major >= 2)
    return JSON.parse(await compose(['--profile', 'app', 'config', '--format', 'json'])) as ComposeFile;
  const yaml = await compose(['--profile', 'app', 'config']);
  const json = await runProcess(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: yaml },
  );
  if (json.code !== 0) throw new Error(`python3 could not read the YAML:\n${json.output}`);
  return JSON.parse(json.stdout) as ComposeFile;
}

const config = await resolvedConfig();
const INFRA = ['eventstore', 'mongodb', 's3'];
/** What both the gateway and the projector need; uploads (S3) are the gateway's alone. */
const STORES = ['eventstore', 'mongodb'];
const APP = ['gateway', 'projector'];

/**
 * Where each pinned image comes from and how its versions are numbered, and what the image contains
 * that the file relies on: the healthcheck's executable and the data directories its volumes mount.
 */
const IMAGES = {
  // Kurrent's LTS registry (docs: quick-start/installation); LTS releases are <year>.0.<patch>.
  eventstore: {
    repository: 'docker.kurrent.io/kurrent-lts/kurrentdb',
    version: /^\d{2}\.0\.\d+$/,
    probe: 'curl',
    data: ['/var/lib/kurrentdb', '/var/log/kurrentdb'],
  },
  // Docker's official image; 8.0 is the supported major line (7.0 reached its end of life).
  mongodb: { repository: 'mongo', version: /^8\.0\.\d+$/, probe: 'mongosh', data: ['/data/db', '/data/configdb'] },
  // SeaweedFS's own Docker Hub repository; its releases are <major>.<minor>, with no patch number.
  s3: { repository: 'chrislusf/seaweedfs', version: /^\d+\.\d+$/, probe: 'curl', data: ['/data'] },
} as const;

function service(name: string): Service {
  const found = config.services[name];
  if (found === undefined) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

function words(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? value.split(/\s+/).filter((w) => w.length > 0) : [...value];
}

function env(name: string, variable: string): string {
  const value = service(name).environment?.[variable];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`${name} has no ${variable}`);
  return value;
}

/** `registry/repository:tag` split at the tag (a registry's port has a colon too, before the last slash). */
function splitImage(image: string): { repository: string; tag: string } {
  const colon = image.lastIndexOf(':');
  if (colon < image.lastIndexOf('/') || colon < 0) return { repository: image, tag: '' };
  return { repository: image.slice(0, colon), tag: image.slice(colon + 1) };
}

function publishedPorts(name: string): { hostIp: string; container: number }[] {
  return (service(name).ports ?? []).map((port) => {
    if (typeof port !== 'string') return { hostIp: port.host_ip ?? '', container: Number(port.target) };
    const parts = (port.split('/')[0] ?? '').split(':');
    return { hostIp: parts.length === 3 ? (parts[0] ?? '') : '', container: Number(parts.at(-1)) };
  });
}

function mounts(name: string): { source: string; target: string }[] {
  return (service(name).volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') return { source: volume.source ?? '', target: volume.target };
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });
}

/** The healthcheck as the container runs it: `CMD <executable> <args...>`. */
function probe(name: string): string[] {
  const test = words(service(name).healthcheck?.test);
  expect(test[0]).toBe('CMD');
  return test.slice(1);
}

function seconds(duration: string | undefined): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration ?? '');
  if (match === null || duration === '') throw new Error(`not a duration: ${duration ?? 'none'}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

describe('docker-compose.yml', () => {
  it(`is accepted by Compose ${tool.major} with and without the app profile`, async () => {
    await expect(compose(['config', '-q'])).resolves.toBe('');
    await expect(compose(['--profile', 'app', 'config', '-q'])).resolves.toBe('');
    expect(Object.keys(config.services).sort()).toEqual([...INFRA, ...APP].sort());
  });

  it('starts the infrastructure alone by default and the gateway and projector only with --profile app', async () => {
    expect((await compose(['config', '--profiles'])).split('\n').filter((line) => line.length > 0)).toEqual(['app']);
    for (const name of INFRA) expect(service(name).profiles ?? []).toEqual([]);
    for (const name of APP) expect(service(name).profiles).toEqual(['app']);
    // `docker compose up` must be able to start the default services without any profiled one.
    for (const name of INFRA) {
      for (const dependency of Object.keys(service(name).depends_on ?? {})) expect(INFRA).toContain(dependency);
    }
  });

  it('pins every infrastructure image to a full, supported version from its documented registry', () => {
    for (const [name, expected] of Object.entries(IMAGES)) {
      const { repository, tag } = splitImage(service(name).image ?? '');
      expect({ name, repository }).toEqual({ name, repository: expected.repository });
      expect({ name, tag }).toEqual({ name, tag: expect.stringMatching(expected.version) });
    }
    // MinIO stopped publishing images (its Docker Hub one among them) when it went source-only.
    for (const name of INFRA) expect(service(name).image).not.toMatch(/minio\//);
  });

  it('builds the product image once: the gateway builds it, the projector runs it without a build', () => {
    const gateway = service('gateway');
    const projector = service('projector');
    expect(Object.keys(config.services).filter((name) => service(name).build !== undefined)).toEqual(['gateway']);
    expect(gateway.image).toEqual(expect.any(String));
    expect(projector.image).toBe(gateway.image);
    expect(splitImage(gateway.image ?? '').tag).not.toBe('latest');
    expect(words(gateway.command)).toEqual(['node', 'backend/dist/main.js']);
    expect(words(projector.command)).toEqual(['node', 'projections/dist/worker.js']);
  });

  it('points both at KurrentDB and MongoDB on the compose network, once those are healthy', () => {
    for (const name of APP) {
      // The esdb:// scheme of @eventstore/db-client, which KurrentDB's gRPC API answers.
      const eventStore = new URL(env(name, 'EVENTSTORE_URL'));
      expect(eventStore.protocol).toBe('esdb:');
      expect(eventStore.hostname).toBe('eventstore');
      expect(eventStore.port).toBe('2113');
      expect(eventStore.searchParams.get('tls')).toBe('false');

      const mongo = new URL(env(name, 'MONGODB_URL'));
      expect(mongo.protocol).toBe('mongodb:');
      expect(mongo.hostname).toBe('mongodb');
      expect(mongo.pathname).toBe('/creators');

      const dependsOn = service(name).depends_on ?? {};
      for (const infra of STORES) expect(dependsOn[infra]?.condition).toBe('service_healthy');
    }
    expect(env('projector', 'EVENTSTORE_URL')).toBe(env('gateway', 'EVENTSTORE_URL'));
    expect(env('projector', 'MONGODB_URL')).toBe(env('gateway', 'MONGODB_URL'));
  });

  it('points the gateway at the S3 server for uploads, with the credentials it was given, once it is healthy', () => {
    const s3 = new URL(env('gateway', 'S3_URL'));
    expect(s3.protocol).toBe('http:');
    expect(s3.hostname).toBe('s3');
    expect(publishedPorts('s3').map((port) => port.container)).toContain(Number(s3.port));
    expect(decodeURIComponent(s3.username)).toBe(env('s3', 'AWS_ACCESS_KEY_ID'));
    expect(decodeURIComponent(s3.password)).toBe(env('s3', 'AWS_SECRET_ACCESS_KEY'));
    expect(env('gateway', 'S3_BUCKET')).toBe('creators-uploads');
    expect(service('gateway').depends_on?.s3?.condition).toBe('service_healthy');
    expect(service('projector').depends_on?.s3).toBeUndefined();
  });

  it('checks health with commands the images contain, on the endpoints each server documents', () => {
    for (const [name, expected] of Object.entries(IMAGES))
      expect({ name, probe: probe(name)[0] }).toEqual({ name, probe: expected.probe });
    expect(probe('eventstore').join(' ')).toContain('http://localhost:2113/health/live');
    expect(probe('s3').join(' ')).toContain('http://localhost:8333/healthz');
    // The product image is node's: node itself probes, with no curl installed.
    for (const name of APP) expect(probe(name)[0]).toBe('node');
  });

  it('keeps liveness and readiness apart: the app healthchecks probe readiness, the gateway waits for its stores', () => {
    const gatewayProbe = probe('gateway').join(' ');
    expect(gatewayProbe).toContain(`http://127.0.0.1:${env('gateway', 'PORT')}/api/health/ready`);
    const projectorProbe = probe('projector').join(' ');
    expect(projectorProbe).toContain(`http://127.0.0.1:${env('projector', 'PROJECTOR_PORT')}/ready`);
    // The gateway's readiness already waits for the read models; its start need not.
    expect(service('gateway').depends_on?.projector?.condition).toBe('service_started');
    // Restarts come from the process exiting (a stalled projector exits non-zero), not from health.
    for (const name of [...INFRA, ...APP]) expect(service(name)).toHaveProperty('restart', 'unless-stopped');
    expect(Number(env('projector', 'PROJECTOR_STALL_SECONDS'))).toBeGreaterThan(0);
  });

  it('gives the app time to drain on stop: Docker waits longer than the gateway’s own shutdown deadline', () => {
    const grace = Number(env('gateway', 'SHUTDOWN_GRACE_SECONDS'));
    expect(grace).toBeGreaterThan(0);
    for (const name of APP) expect(seconds(service(name).stop_grace_period)).toBeGreaterThan(grace);
  });

  it('keeps each store on a named volume at the data paths of its pinned version', () => {
    for (const [name, expected] of Object.entries(IMAGES)) {
      const targets = mounts(name).map((mount) => mount.target);
      expect({ name, targets: targets.sort() }).toEqual({ name, targets: [...expected.data].sort() });
      for (const mount of mounts(name)) expect(Object.keys(config.volumes ?? {})).toContain(mount.source);
    }
  });

  it('publishes the infrastructure on loopback only, and the gateway on the port it listens on', () => {
    for (const name of INFRA) {
      expect(publishedPorts(name).length).toBeGreaterThan(0);
      for (const port of publishedPorts(name))
        expect({ name, hostIp: port.hostIp }).toEqual({ name, hostIp: '127.0.0.1' });
    }
    expect(publishedPorts('projector')).toEqual([]);
    const port = Number(env('gateway', 'PORT'));
    expect(port).toBe(3000);
    expect(publishedPorts('gateway').map((published) => published.container)).toContain(port);
  });

  it('runs MongoDB as the replica set named in MONGODB_URL, initiated by its healthcheck', () => {
    const replicaSet = new URL(env('gateway', 'MONGODB_URL')).searchParams.get('replicaSet');
    expect(replicaSet).toBe('rs0');
    const command = words(service('mongodb').command);
    expect(command[command.indexOf('--replSet') + 1]).toBe(replicaSet);
    const healthcheck = probe('mongodb').join(' ');
    expect(healthcheck).toContain('rs.initiate(');
    expect(healthcheck).toContain(`_id: '${replicaSet ?? ''}'`);
    expect(healthcheck).toContain("host: 'mongodb:27017'");
  });

  it('runs KurrentDB insecure for the compose network, without server projections, flushing to disk', () => {
    const environment = service('eventstore').environment ?? {};
    expect(environment.KURRENTDB_CLUSTER_SIZE).toBe('1');
    expect(environment.KURRENTDB_INSECURE).toBe('true');
    expect(environment.KURRENTDB_RUN_PROJECTIONS).toBe('None');
    expect(environment.KURRENTDB_START_STANDARD_PROJECTIONS).toBe('false');
    expect(environment.KURRENTDB_UNSAFE_DISABLE_FLUSH_TO_DISK).toBe('false');
    // KurrentDB 25 renamed the prefix; the old one is deprecated.
    expect(Object.keys(environment).filter((variable) => variable.startsWith('EVENTSTORE_'))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const lines = readFileSync(dockerfile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
  const instruction = (name: string): string[] =>
    lines.filter((line) => line.toUpperCase().startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
  const args = new Map(
    instruction('ARG').map((arg) => {
      const [name = '', value = ''] = arg.split('=');
      return [name, value];
    }),
  );
  /** Each stage's base image, with `${ARG}` replaced by the ARG's default. */
  const bases = instruction('FROM').map((from) =>
    (from.split(/\s+/)[0] ?? '').replace(/^\$\{(\w+)\}$/, (_, name: string) => args.get(name) ?? ''),
  );

  it('builds and runs on Node 22 LTS, pinned in full to a Debian bookworm-slim image', () => {
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:22\.\d+\.\d+-bookworm-slim$/);
  });

  it('builds in one stage and runs from a slimmer one, as a non-root user on port 3000', () => {
    const users = instruction('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users.at(-1)?.split(':')[0]);
    expect(instruction('EXPOSE')).toContain('3000');
  });

  it('starts the gateway by default, the command compose gives the gateway', () => {
    const cmd = instruction('CMD').at(-1) ?? '';
    expect(JSON.parse(cmd)).toEqual(words(service('gateway').command));
  });
});
