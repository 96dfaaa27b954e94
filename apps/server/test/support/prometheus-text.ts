/** One sample of a scrape: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  /** The `# TYPE` of each metric family. */
  types: Map<string, string>;
  /** The samples named `name` whose labels include `labels`. */
  find(name: string, labels?: Record<string, string>): Sample[];
  /** The one sample named `name` with `labels`; throws unless there is exactly one. */
  value(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;
// Prometheus reads values with Go's strconv.ParseFloat: NaN and Inf in any case (prom-client
// writes "Nan").
const VALUES: Record<string, number> = { nan: Number.NaN, '+inf': Infinity, '-inf': -Infinity };

/**
 * Parses Prometheus's text exposition format (version 0.0.4) strictly, as a scraper would
 * refuse it: a line that is neither a comment nor a well-formed sample throws.
 */
export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      else if (!line.startsWith('# HELP ')) throw new Error(`not a HELP or TYPE line: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name, labelText = '', valueText] = match;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    let consumed = 0;
    for (let pair = LABEL.exec(labelText); pair; pair = LABEL.exec(labelText)) {
      labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
      consumed = LABEL.lastIndex;
    }
    if (consumed !== labelText.length) throw new Error(`bad labels: ${line}`);
    const special = VALUES[valueText!.toLowerCase()];
    const value = special ?? Number(valueText);
    if (Number.isNaN(value) && special === undefined) throw new Error(`bad value: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  return {
    samples,
    types,
    find,
    value(name, labels) {
      const found = find(name, labels);
      if (found.length !== 1) {
        throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels ?? {})}`);
      }
      return found[0]!.value;
    },
  };
}

/** GET /metrics of a listening app with `token`, parsed. */
export async function scrape(baseUrl: string, token: string): Promise<Scrape> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return parsePrometheusText(await response.text());
}
