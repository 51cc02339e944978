/**
 * A chat model for a provider name, through the `ai` SDK. `openai` uses `@ai-sdk/openai`'s
 * chat-completions model; every other provider is reached at its OpenAI-compatible endpoint with
 * `@ai-sdk/openai-compatible` (Anthropic, Google, Groq, Mistral, Cohere and the rest all serve one),
 * so `base_url` (config.toml `[llm]`, or the executor's `baseUrl`) points any of them at a local model.
 */
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ExecutorContext } from './types.js';
import { ExecutorFailure } from './types.js';

/** The OpenAI-compatible endpoint of each provider; local servers default to their usual port. */
export const PROVIDER_BASE_URLS: Record<string, string> = {
  anthropic: 'https://api.anthropic.com/v1',
  openai: 'https://api.openai.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta/openai',
  groq: 'https://api.groq.com/openai/v1',
  mistral: 'https://api.mistral.ai/v1',
  ollama: 'http://127.0.0.1:11434/v1',
  deepseek: 'https://api.deepseek.com/v1',
  together: 'https://api.together.xyz/v1',
  fireworks: 'https://api.fireworks.ai/inference/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  xai: 'https://api.x.ai/v1',
  perplexity: 'https://api.perplexity.ai',
  cerebras: 'https://api.cerebras.ai/v1',
  deepinfra: 'https://api.deepinfra.com/v1/openai',
  cohere: 'https://api.cohere.ai/compatibility/v1',
  nvidia: 'https://integrate.api.nvidia.com/v1',
  sambanova: 'https://api.sambanova.ai/v1',
  moonshot: 'https://api.moonshot.ai/v1',
  novita: 'https://api.novita.ai/v3/openai',
  lmstudio: 'http://127.0.0.1:1234/v1',
  vllm: 'http://127.0.0.1:8000/v1',
  llamacpp: 'http://127.0.0.1:8080/v1',
};

/** Providers that run on the owner's machine and need no key. */
const KEYLESS = new Set(['ollama', 'lmstudio', 'vllm', 'llamacpp']);

export function languageModel(
  ctx: ExecutorContext,
  choice: { provider?: string; model?: string; baseUrl?: string },
): LanguageModel {
  const provider = choice.provider ?? ctx.llm.provider;
  const model = choice.model ?? ctx.llm.model;
  // An explicit base URL wins; the global one applies to the global provider only.
  const baseURL = choice.baseUrl ?? (provider === ctx.llm.provider ? ctx.llm.baseUrl : undefined) ?? PROVIDER_BASE_URLS[provider];
  if (!baseURL) throw new ExecutorFailure(`unknown provider ${provider}`, false);
  const apiKey = ctx.keyOf(provider);
  if (!apiKey && !KEYLESS.has(provider) && !choice.baseUrl && !ctx.llm.baseUrl) {
    throw new ExecutorFailure(`no key for provider ${provider}: add it under [provider_keys] in config.toml`, false);
  }
  if (provider === 'openai' && !choice.baseUrl && !ctx.llm.baseUrl) {
    return createOpenAI({ apiKey }).chat(model);
  }
  return createOpenAICompatible({ name: provider, baseURL, apiKey, includeUsage: true }).chatModel(model);
}
