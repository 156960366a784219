/**
 * The header that asks a read of the API for the marketplace as it stood: its value names an
 * as-of build (`GET /api/analytics/as-of`). Analysts only; GETs only; never cached.
 */
export const AS_OF_HEADER = 'x-as-of';

/** The long work an analyst starts from the workbench: an as-of build, or a rebuild of live read models. */
export type AnalystJobKind = 'as-of' | 'rebuild';

/** `GET /api/analytics/job`: the gateway's one analyst job, running or last finished. */
export interface AnalystJobView {
  readonly kind: AnalystJobKind;
  /** The moment built, or the read models rebuilt. */
  readonly label: string;
  readonly state: 'running' | 'done' | 'failed';
  /** The last event applied so far, of `head` (the log's head, or the moment's last event). */
  readonly position: number | null;
  readonly head: number | null;
  readonly events: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly error: string | null;
}

/** One as-of build: the read models as they stood at `asOf`, kept apart from the live ones. */
export interface AsOfBuildView {
  /** Its name, sent as `X-As-Of` and in `/analytics/as-of/{namespace}/...`. */
  readonly namespace: string;
  /** The moment asked for: an instant (ISO) or `position N`. */
  readonly asOf: string;
  /** The last event applied (null: the log held nothing then). */
  readonly position: number | null;
  readonly events: number;
  readonly complete: boolean;
  readonly builtAt: string;
}

/** `GET /api/analytics/as-of`: the builds there are, and the job now running or last run. */
export interface AsOfBuildsView {
  readonly items: readonly AsOfBuildView[];
  readonly job: AnalystJobView | null;
}

/** `POST /api/analytics/as-of` and `POST /api/analytics/read-models/rebuild` (202): the job started. */
export interface AnalystJobStarted {
  readonly job: AnalystJobView;
  /** For an as-of build: where its pages will be read. */
  readonly namespace: string | null;
}
