import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import type { AccessibleName } from '../private/accessibleName';
import * as styles from './Tabs.css';

// WAI-ARIA Authoring Practices: Tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). Radix does the
// behaviour (roving focus, arrows, Home/End, automatic activation); these parts only add the look.

const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export type TabsRootProps = RadixTabs.TabsProps;

/** Holds the selected value: `defaultValue`, or `value` with `onValueChange`. */
export const TabsRoot = RadixTabs.Root;

/** The tab list needs a name that says what the tabs choose between. */
export type TabsListProps = Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'aria-label' | 'aria-labelledby'> &
  AccessibleName;

export const TabsList = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.List ref={ref} className={withClass(styles.list, className)} {...rest} />;
});

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

export const TabsTrigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={withClass(styles.trigger, className)} {...rest} />;
});

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

export const TabsContent = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={withClass(styles.content, className)} {...rest} />;
});

/** `Tabs.Root / List / Trigger / Content`, as in Radix. */
export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };
