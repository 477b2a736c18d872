import type { WalletCalls } from '../calls';
import type { WalletSettings } from './walletSettings';

type CallName = keyof WalletCalls;
type AnyCall = (...args: unknown[]) => unknown;

const givenNames = ({ calls = {} }: WalletSettings): CallName[] =>
  (Object.keys(calls) as CallName[]).filter((name) => typeof calls[name] === 'function');

/** Which calls the settings give: the functions below depend on that alone. */
export const settingsCallsKey = (settings: WalletSettings) => givenNames(settings).sort().join();

/**
 * One function per call the settings give, each running the latest one through `read`: settings
 * are usually an inline object, and new calls would give the wallet's hooks new callbacks on every
 * render. Undefined when the settings give none.
 */
export function settingsCalls(settings: WalletSettings, read: () => WalletSettings): Partial<WalletCalls> | undefined {
  const names = givenNames(settings);
  if (names.length === 0) return undefined;
  const latest = (name: CallName) => (read().calls?.[name] ?? settings.calls?.[name]) as AnyCall;
  return Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => latest(name)(...args)]),
  ) as Partial<WalletCalls>;
}
