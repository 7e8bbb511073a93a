/**
 * TEACh's remote model API as TEACh's own client speaks it (`RemoteModel`,
 * src/teach/inference/remote_model.py, with the inference runner that calls it,
 * inference_runner_base.py and edh_inference_runner.py, alexa/teach 903191e), so TEACh's model server
 * (`teach_api`, src/teach/cli/api.py) runs against our instances unchanged, in each of its modes:
 * - `POST /start_new_edh_instance`: `edh_name` and `edh_instance` (Python's `json.dumps` of the file),
 *   and the history frames as files `edh_history_images` named `history<i>`; with no frames, a plain
 *   urlencoded form, as `requests` sends `files=[]`.
 * - `POST /get_next_action`, multipart: `img_name`, `edh_name`, `prev_action` (`json.dumps`, absent on
 *   the first step), `edh_instance` again (the server parses it on every call), and the frame as `img`.
 * `edh_name` is the instance's file name (`<id>.edh<k>.json`): with `--use_edh_file` the server opens
 * `<data_dir>/edh_instances/<split>/<edh_name>`. With the runner's `--use_img_file` the frames are read
 * from files rather than sent: the history from `<data_dir>/images/<split>/<game_id>/` (so none are sent)
 * and each step's frame from `<images_dir>/<img_name>`, which the evaluation saves before the request.
 * Node's own fetch, FormData and Blob; no client library.
 */
import { z } from 'zod';
import { pythonDumps, pythonDumpsOfText } from '../teach/python-dumps.js';
import { TEACH_FLOAT_FIELDS } from '../teach/python-json.js';
import type { AgentFrame, EvalAgent, PredictedAction } from './agent.js';

/** TEACh's reply; `obj_relative_coord` is [row, column] fractions, null for actions without a point. */
export const teachReplySchema = z.object({
  action: z.string(),
  obj_relative_coord: z.tuple([z.number(), z.number()]).nullable().optional(),
});

export interface TeachApiOptions {
  /** As TEACh's runner's `--use_img_file`: send no history frames (the server reads them from its data dir). */
  readonly useImgFile?: boolean;
  readonly timeoutMs?: number;
}

const jpegBlob = (f: AgentFrame) => new Blob([f.jpeg], { type: 'image/jpeg' });

/** Python's `urllib.parse.quote_plus`, which `requests` uses for a form without files. */
const quotePlus = (s: string) => Array.from(new TextEncoder().encode(s), (b) => {
  const c = String.fromCharCode(b);
  return /[A-Za-z0-9_.~-]/.test(c) ? c : b === 0x20 ? '+' : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
}).join('');
const urlencoded = (fields: readonly (readonly [string, string])[]) => fields.map(([k, v]) => `${quotePlus(k)}=${quotePlus(v)}`).join('&');

/** `json.dumps(prev_action)`: the dict the runner built from the previous reply. */
const prevActionText = (p: PredictedAction) => pythonDumps({ action: p.action, obj_relative_coord: p.obj_relative_coord }, TEACH_FLOAT_FIELDS);

export function teachApiAgent(base: string, options: TeachApiOptions = {}): EvalAgent {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const url = (path: string) => `${base.replace(/\/+$/, '')}/${path}`;
  let current: { edhName: string; edhInstance: string } | null = null;
  const post = async (path: string, body: FormData | string): Promise<Response> => {
    const headers = typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
    const res = await fetch(url(path), { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs), ...(headers ? { headers } : {}) });
    // TEACh's client raises with the answer's text on anything but 200.
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res;
  };
  return {
    name: `teach-api:${base}`,
    async start(instance) {
      current = { edhName: instance.file_name, edhInstance: pythonDumpsOfText(instance.file_text) };
      const fields = [['edh_name', current.edhName], ['edh_instance', current.edhInstance]] as const;
      const history = options.useImgFile ? [] : await instance.historyImages();
      if (history.length === 0) {
        await post('start_new_edh_instance', urlencoded(fields));
        return;
      }
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      history.forEach((f, i) => form.append('edh_history_images', jpegBlob(f), `history${i}`));
      await post('start_new_edh_instance', form);
    },
    async nextAction(request) {
      if (!request.frame) throw new Error('TEACh\'s API sends a frame with every request: run the evaluation with frames');
      if (!current) throw new Error('get_next_action before start_new_edh_instance');
      const form = new FormData();
      form.append('img_name', request.frame.name);
      form.append('edh_name', current.edhName);
      if (request.prev_action) form.append('prev_action', prevActionText(request.prev_action));
      form.append('edh_instance', current.edhInstance);
      form.append('img', jpegBlob(request.frame), request.frame.name);
      const reply = teachReplySchema.safeParse(await (await post('get_next_action', form)).json());
      if (!reply.success) throw new Error(`get_next_action: not TEACh's {action, obj_relative_coord}: ${reply.error.issues[0]?.message}`);
      return reply.data;
    },
  };
}
