// zxcvbn-ts in its own thread (see password-strength.ts): building its dictionaries and checking a
// password are synchronous CPU work that would otherwise stop every other request meanwhile.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { StrengthReply, StrengthRequest } from './password-strength.ts';

const port = parentPort!;
const zxcvbn = new ZxcvbnFactory({
  // NOTE: zxcvbn tries every l33t reading of up to this many substitutable characters; its default
  // of 100 let one 128-character password take 1.5 s of this thread, 20 about a quarter of that,
  // with the same scores on the weak l33t passwords we tried (docs/decisions/013-password-strength.md).
  l33tMaxSubstitutions: 20,
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});

port.on('message', (request: StrengthRequest) => {
  let reply: StrengthReply;
  try {
    const { score, feedback } = zxcvbn.check(request.password, request.userInputs);
    reply = { id: request.id, ok: true, score, warning: feedback.warning, suggestions: feedback.suggestions };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
