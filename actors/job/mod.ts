/** The job actor's public surface: messages for the gateway, the pure machine and reads for the actor. */
export {
  SYSTEM, JOB_STATUSES, RETENTIONS, PURPOSES, jobCommand, jobReminder, observation, dataTerms, attestationFields, serviceSnapshot,
  recheckCommand, notificationType, NOTIFICATION_TYPES, NOTIFICATION_GROUPS,
  type JobCommand, type JobCommandInput, type JobCommandType, type CommandOf, type JobStatus, type PaymentTerms, type Observation,
  type DataTerms, type AttestationFields, type ServiceSnapshot, type Purpose, type JobReminderPayload,
} from './messages.js';
export {
  decide, evolve, replay, statusChanged, invariantViolations, isClosed, openDispute, toSats, fromSats, reminderNames,
  MAX_PAUSES, MIN_IN_PROGRESS_BEFORE_PAUSE_MS, EXTENSION_FEE_PERCENT, RETENTION_DELAY_MS, DEFAULT_DATA_TERMS,
  type JobState, type JobEvent, type JobEventType, type Decision, type Accepted, type Refusal, type JobReply, type JobReminder,
  type JobErrorCode, type TxRecord, type Extension, type Dispute,
} from './machine.js';
export {
  jobView, replyData, reviewView, jobStatusPayload, extensionInvoice, extensionView, disputeView, attestationsView, sendCurrencyCommand,
  type JobView,
} from './view.js';
export { attentionWrites, notificationsOf, inboxIds, type NotificationDraft } from './attention.js';
