export {
  isSubscriptionType,
  planDate,
  planDays,
  planDuration,
  planPeriod,
  planTitle,
  planTitleKeys,
  subscriptionTypes,
  type MembershipItemDurations,
  type PlanDateOptions,
  type PlanMessages,
  type SubscriptionType,
} from './planText';
