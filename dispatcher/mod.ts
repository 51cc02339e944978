/** The dispatcher: the agent host daemon of spec/dispatcher.md. */
export { startDispatcher, RESTART_NOTICE, type Dispatcher } from './daemon.js';
export { loadDispatcherConfig, dispatcherHome, type DispatcherConfig, type ResolvedAgent } from './config.js';
export { agentProfileSchema, executorSchema, EXECUTOR_TYPES, SHORT_NAMES, PROVIDERS, type ExecutorConfig, type AgentProfile } from './agent-profile.js';
export { DispatcherError, DISPATCHER_ERRORS, type DispatcherErrorCode } from './errors.js';
export { controlCall, controlSocketPath, ControlUnavailableError } from './control-client.js';
export { APOLOGY } from './executors/retry.js';
export type { Executor, ExecutorRequest, ExecutorReply } from './executors/types.js';
