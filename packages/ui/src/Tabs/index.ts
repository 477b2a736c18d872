export {
  Tabs,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './Tabs';
