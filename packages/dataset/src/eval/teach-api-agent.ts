/**
 * TEACh's remote model API (teach-formats.md 11.1), spoken exactly, so a model server written for
 * TEACh's `remote_model` runs against our instances unchanged:
 * - `POST /start_new_edh_instance`, multipart: `edh_name`, `edh_instance` (the instance as JSON text)
 *   and the history frames as files `edh_history_images`; answers 200 "success" or 500 <message>.
 * - `POST /get_next_action`, multipart: `img_name`, `edh_name`, `prev_action` (JSON text, absent on
 *   the first step) and the current frame as the file `img`; answers `{action, obj_relative_coord: [y, x]}`.
 * Node's own fetch, FormData and Blob; no client library.
 */
import { z } from 'zod';
import type { AgentFrame, EvalAgent } from './agent.js';

/** TEACh's reply; `obj_relative_coord` is [row, column] fractions, null for actions without a point. */
export const teachReplySchema = z.object({
  action: z.string(),
  obj_relative_coord: z.tuple([z.number(), z.number()]).nullable().optional(),
});

const jpegBlob = (f: AgentFrame) => new Blob([f.jpeg], { type: 'image/jpeg' });

export function teachApiAgent(base: string, timeoutMs = 60_000): EvalAgent {
  const url = (path: string) => `${base.replace(/\/+$/, '')}/${path}`;
  let edhName = '';
  const post = async (path: string, form: FormData): Promise<Response> => {
    const res = await fetch(url(path), { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  return {
    name: `teach-api:${base}`,
    async start(instance) {
      edhName = instance.instance_id;
      const form = new FormData();
      form.append('edh_name', edhName);
      form.append('edh_instance', JSON.stringify(instance.instance));
      for (const f of await instance.historyImages()) form.append('edh_history_images', jpegBlob(f), f.name);
      await post('start_new_edh_instance', form);
    },
    async nextAction(request) {
      if (!request.frame) throw new Error('TEACh\'s API sends a frame with every request: run the evaluation with frames');
      const form = new FormData();
      form.append('img_name', request.frame.name);
      form.append('edh_name', edhName || request.instance_id);
      if (request.prev_action) form.append('prev_action', JSON.stringify({ action: request.prev_action.action, obj_relative_coord: request.prev_action.obj_relative_coord }));
      form.append('img', jpegBlob(request.frame), request.frame.name);
      const reply = teachReplySchema.safeParse(await (await post('get_next_action', form)).json());
      if (!reply.success) throw new Error(`get_next_action: not TEACh's {action, obj_relative_coord}: ${reply.error.issues[0]?.message}`);
      return reply.data;
    },
  };
}
