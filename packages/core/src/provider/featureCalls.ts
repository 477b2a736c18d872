/**
 * The service calls of each feature package, keyed like `messages`. Empty here: each package adds
 * its own key (`declare module '@aisle/core' { interface FeatureCalls { account: AccountCalls } }`),
 * so the provider's `calls` prop is checked against the packages an app installs, and no others.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature package.
export interface FeatureCalls {}

/** What a host app passes as `calls`: any of a package's calls, the others keep their defaults. */
export type CallOverrides = { readonly [Feature in keyof FeatureCalls]?: Partial<FeatureCalls[Feature]> };

type LooseOverrides = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** Which calls the host replaces, as one string: while it stays the same, so do the functions below. */
export function replacedCallNames(calls: CallOverrides | undefined): string {
  const features = Object.entries((calls ?? {}) as LooseOverrides);
  const names = features.map(([feature, overrides = {}]) => [
    feature,
    Object.keys(overrides).filter((name) => typeof overrides[name] === 'function'),
  ]);
  return JSON.stringify(names);
}

/**
 * One function per replaced call, each running the host's latest one: an inline `calls={{ … }}`
 * then never re-creates a feature's callbacks, and a call still runs the host's current code.
 */
export function delegatingCalls(names: string, latest: () => CallOverrides | undefined): CallOverrides {
  const features = JSON.parse(names) as [feature: string, names: string[]][];
  const delegate =
    (feature: string, name: string) =>
    (...args: unknown[]): unknown =>
      ((latest() as LooseOverrides | undefined)?.[feature]?.[name] as (...args: unknown[]) => unknown)(...args);
  return Object.fromEntries(
    features.map(([feature, calls]) => [
      feature,
      Object.fromEntries(calls.map((name) => [name, delegate(feature, name)])),
    ]),
  ) as CallOverrides;
}
