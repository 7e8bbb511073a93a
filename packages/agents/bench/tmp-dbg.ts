import { createDemoKitchen } from '@chorehouse/sim';
import { TextFollowerSeat, runSeatedTatc, DialogueState } from '../src/index.js';
import type { CommanderSeat, CommanderSeatTurn } from '../src/seats/seat.js';
class S implements CommanderSeat { kind='s'; sent=0; at=0; constructor(private lines: string[]) {}
  async next(t: CommanderSeatTurn) { const r = t.dialogue.slice(this.at).filter(u => u.speaker==='Follower'); if (this.sent>0 && r.length===0) return {kind:'wait' as const}; this.at=t.dialogue.length+1; if (this.sent>=this.lines.length) return {kind:'finish' as const}; return {kind:'say' as const, text:this.lines[this.sent++]!}; } }
for (const lines of [['put 2 slices of tomato on the plate in the cabinet']]) {
  const d = new DialogueState(); for (const l of lines) console.log(JSON.stringify(d.hear(l)));
  const f = new TextFollowerSeat();
  const r = await runSeatedTatc(createDemoKitchen(), { taskName: 'Boil X', params: ['Potato'] }, { commander: new S(lines), follower: f }, { maxSteps: 300 });
  console.log(r.utterances.map(u => `${u.speaker}: ${u.text}`).join('\n'), '\n', f.commands.map(c => `${c.step} => ${c.command}`).join('\n'));
}
