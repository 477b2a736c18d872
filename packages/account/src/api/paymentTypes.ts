// The shared payment-type definitions (account spec §3), as constants with their string unions.

export const transactionStatuses = ['APPROVED', 'CANCELLED', 'DECLINED', 'ERRORED', 'REVERSED'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const transactionTypes = [
  'AUTHORIZATION',
  'CANCELLATION',
  'COMPLETION',
  'FINALIZE',
  'RETURN',
  'REVERSAL',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const activityTypes = ['CHARGED', 'REFUNDED'] as const;
export type ActivityType = (typeof activityTypes)[number];

export const ebtPrograms = ['SNAP', 'AFDC'] as const;
export type EbtProgram = (typeof ebtPrograms)[number];

export const cardTypes = ['ACH_CARD', 'BANK_CARD', 'EBT_CARD'] as const;
export type CardType = (typeof cardTypes)[number];

export const applicationNames = ['CLICKLIST', 'MEMBERSHIP'] as const;
export type ApplicationName = (typeof applicationNames)[number];
