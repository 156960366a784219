/**
 * The production stack's wiring (docker-compose.yml and the Dockerfile), checked with the Compose tool
 * itself: no Docker engine is needed. `scripts/ensure-test-tools.sh` (npm's pretest) installs Debian's
 * docker-compose (v1.29, which prints YAML only); Compose v2 (`docker compose` or a v2 `docker-compose`)
 * works as well.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runProcess } from '@creators/storage/testing';

const root = fileURLToPath(new URL('..', import.meta.url));
const composeFile = fileURLToPath(new URL('../docker-compose.yml', import.meta.url));
const dockerfile = fileURLToPath(new URL('../Dockerfile', import.meta.url));

type Port = string | { readonly target: number | string; readonly published?: number | string };

interface Service {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: string | readonly string[];
  readonly profiles?: readonly string[];
  readonly environment?: Readonly<Record<string, string | null>>;
  readonly depends_on?: Readonly<Record<string, { readonly condition?: string }>>;
  readonly healthcheck?: { readonly test?: string | readonly string[] };
  readonly ports?: readonly Port[];
  readonly volumes?: readonly unknown[];
}

interface ComposeFile {
  readonly services: Readonly<Record<string, Service>>;
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

/** Runs the Compose tool on docker-compose.yml; the caller's COMPOSE_* settings must not change the answer. */
async function compose(args: readonly string[]): Promise<string> {
  const env = { ...process.env };
  delete env.COMPOSE_FILE;
  delete env.COMPOSE_PROFILES;
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
const INFRA = ['eventstore', 'mongodb', 'minio'];
/** What both the gateway and the projector need; uploads (MinIO) are the gateway's alone. */
const STORES = ['eventstore', 'mongodb'];
const APP = ['gateway', 'projector'];

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

function containerPorts(name: string): number[] {
  return (service(name).ports ?? []).map((port) => {
    if (typeof port !== 'string') return Number(port.target);
    const spec = port.split('/')[0] ?? '';
    return Number(spec.slice(spec.lastIndexOf(':') + 1));
  });
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

  it('runs the gateway and the projector from one image with their own commands', () => {
    const gateway = service('gateway');
    const projector = service('projector');
    expect(gateway.build).toBeDefined();
    expect(projector.build).toEqual(gateway.build);
    expect(gateway.image).toEqual(expect.any(String));
    expect(projector.image).toBe(gateway.image);
    expect(words(gateway.command)).toEqual(['node', 'backend/dist/main.js']);
    expect(words(projector.command)).toEqual(['node', 'projections/dist/worker.js']);
  });

  it('points both at EventStoreDB and MongoDB on the compose network, once those are healthy', () => {
    for (const name of APP) {
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

  it('points the gateway at MinIO for uploads, with credentials MinIO was given, once it is healthy', () => {
    const s3 = new URL(env('gateway', 'S3_URL'));
    expect(s3.protocol).toBe('http:');
    expect(s3.hostname).toBe('minio');
    expect(s3.port).toBe('9000');
    const minio = service('minio').environment ?? {};
    expect(decodeURIComponent(s3.username)).toBe(minio.MINIO_ROOT_USER);
    expect(decodeURIComponent(s3.password)).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(env('gateway', 'S3_BUCKET')).toBe('creators-uploads');
    expect(service('gateway').depends_on?.minio?.condition).toBe('service_healthy');
    expect(containerPorts('minio')).toContain(9000);
    expect(service('minio').volumes?.length).toBeGreaterThan(0);
  });

  it('publishes the gateway on the port it listens on', () => {
    const port = Number(env('gateway', 'PORT'));
    expect(port).toBe(3000);
    expect(containerPorts('gateway')).toContain(port);
  });

  it('runs MongoDB as the replica set named in MONGODB_URL, initiated by its healthcheck', () => {
    const replicaSet = new URL(env('gateway', 'MONGODB_URL')).searchParams.get('replicaSet');
    expect(replicaSet).toBe('rs0');
    const command = words(service('mongodb').command);
    expect(command[command.indexOf('--replSet') + 1]).toBe(replicaSet);
    const healthcheck = words(service('mongodb').healthcheck?.test).join(' ');
    expect(healthcheck).toContain('rs.initiate(');
    expect(healthcheck).toContain(`_id: '${replicaSet ?? ''}'`);
    expect(healthcheck).toContain("host: 'mongodb:27017'");
    expect(service('mongodb').volumes?.length).toBeGreaterThan(0);
  });

  it('runs EventStoreDB insecure for the compose network, without server projections, flushing to disk', () => {
    const environment = service('eventstore').environment ?? {};
    expect(environment.EVENTSTORE_INSECURE).toBe('true');
    expect(environment.EVENTSTORE_RUN_PROJECTIONS).toBe('None');
    expect(environment.EVENTSTORE_START_STANDARD_PROJECTIONS).toBe('false');
    expect(environment.EVENTSTORE_UNSAFE_DISABLE_FLUSH_TO_DISK).toBe('false');
    expect(words(service('eventstore').healthcheck?.test).join(' ')).toContain('/health/live');
    expect(service('eventstore').volumes?.length).toBeGreaterThan(0);
    expect(containerPorts('eventstore')).toContain(2113);
  });
});

describe('Dockerfile', () => {
  const lines = readFileSync(dockerfile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
  const instruction = (name: string): string[] =>
    lines.filter((line) => line.toUpperCase().startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());

  it('builds in one stage and runs from a slimmer one, as a non-root user on port 3000', () => {
    expect(instruction('FROM').length).toBeGreaterThanOrEqual(2);
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
