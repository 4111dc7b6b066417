/**
 * The settings of one build, from the environment and the table (settings-table.ts): the adapter
 * choice, each value checked, and a build that must not reach real people refused, each problem
 * named.
 */
import { type AdapterChoice, type Port, type SettingName, settingsOfKind } from './settings-table';

type Environment = Record<string, string | undefined>;

const SEE_EXAMPLE = 'Set them in the environment or in .env (see .env.example).';

/** ADAPTERS=memory|real chooses every port; IDENTITY=…, USER_API=… and the rest override one. */
export function adapterChoice(env: Environment): AdapterChoice {
  const all = env.ADAPTERS ?? 'memory';
  if (all !== 'memory' && all !== 'real') {
    throw new Error(`ADAPTERS must be memory or real, not "${all}".`);
  }
  const entries = settingsOfKind('port').map(([port, { adapters }]) => {
    const [memory, real] = adapters;
    const value = env[port] ?? (all === 'real' ? real : memory);
    if (value !== memory && value !== real) {
      throw new Error(`${port} must be ${memory} or ${real}, not "${value}".`);
    }
    return [port, value];
  });
  return Object.fromEntries(entries) as AdapterChoice;
}

/** The ports the in-memory demo serves in this choice. */
function inMemoryPorts(choice: AdapterChoice): Port[] {
  return settingsOfKind('port')
    .filter(([port, { adapters }]) => choice[port as Port] === adapters[0])
    .map(([port]) => port as Port);
}

/** The settings of the real adapters chosen, each with the port that needs it. */
function chosenAdapterSettings(choice: AdapterChoice) {
  const portOf = new Map<string, string>(
    Object.entries(choice).map(([port, adapter]) => [adapter, port]),
  );
  return settingsOfKind('adapter')
    .filter(([, { requiredBy }]) => portOf.has(requiredBy))
    .map(([name, setting]) => ({ name, port: portOf.get(setting.requiredBy)!, ...setting }));
}

function refuseMissing(env: Environment, choice: AdapterChoice): void {
  const missing = chosenAdapterSettings(choice).filter(({ name }) => !env[name]?.trim());
  if (missing.length === 0) return;
  const list = missing.map(({ name, port, requiredBy }) => `${name} (${port}=${requiredBy})`);
  throw new Error(
    `Missing setting${missing.length > 1 ? 's' : ''} for the real adapters: ${list.join(', ')}. ` +
      SEE_EXAMPLE,
  );
}

/** The settings this build writes given a value of the wrong shape. */
function refuseWronglyShaped(env: Environment, choice: AdapterChoice): void {
  const shaped = [
    ...settingsOfKind('optional'),
    ...chosenAdapterSettings(choice).map(({ name, ...setting }) => [name, setting] as const),
  ];
  const problems = shaped.flatMap(([name, { shape }]) => {
    const value = env[name]?.trim();
    return shape && value && !shape.valid(value) ? [`${name} must be ${shape.description}`] : [];
  });
  if (problems.length > 0) throw new Error(`${problems.join('; ')}. ${SEE_EXAMPLE}`);
}

/**
 * What a build that goes to production must have (DEPLOY=true, `npm run deploy`), and a build with
 * only real adapters too: the demo's placeholders must never reach real people.
 */
function refuseUndeployable(env: Environment, choice: AdapterChoice): void {
  const deploy = env.DEPLOY === 'true';
  const inMemory = inMemoryPorts(choice);
  const problems: string[] = [];
  if (deploy && inMemory.length > 0) {
    problems.push(`the in-memory demo serves ${inMemory.join(', ')} (set ADAPTERS=real)`);
  }
  for (const [name, { localOnly }] of settingsOfKind('optional')) {
    if (deploy && localOnly && env[name]?.trim()) {
      problems.push(`${name} ${localOnly}, which is for local runs`);
    }
  }
  const placeholders = settingsOfKind('brand')
    .filter(([name, { placeholder }]) => placeholder(env[name]?.trim() ?? ''))
    .map(([name]) => name);
  if ((deploy || inMemory.length === 0) && placeholders.length > 0) {
    problems.push(`the brand settings are the demo's placeholders: ${placeholders.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(`This build cannot go to production: ${problems.join('; ')}. ${SEE_EXAMPLE}`);
  }
}

/**
 * Everything webpack writes into the build as process.env.NAME (the table's public settings): the
 * adapter choice, the brand settings, and the settings of the real adapters chosen. A missing or
 * wrongly shaped one fails the build, named.
 */
export function buildSettings(env: Environment): Record<string, string> {
  const choice = adapterChoice(env);
  refuseMissing(env, choice);
  refuseWronglyShaped(env, choice);
  refuseUndeployable(env, choice);
  const settings: Partial<Record<SettingName, string>> = {
    ...choice,
    WITHOUT_DEMO_WORLD: String(inMemoryPorts(choice).length === 0),
  };
  for (const [name, { example }] of settingsOfKind('brand')) settings[name] = env[name] ?? example;
  for (const { name } of chosenAdapterSettings(choice)) settings[name] = env[name]?.trim() ?? '';
  for (const [name] of settingsOfKind('optional')) settings[name] = env[name]?.trim() ?? '';
  return settings;
}
