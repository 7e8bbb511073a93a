/** After the game: rate the partner from 1 to 5 and leave an optional comment; then the code comes. */
import { LIMITS, withoutHiddenCharacters } from '@chorehouse/protocol';
import { useState, type FormEvent } from 'react';
import { serverLink, useGame } from '../game-context.js';
import { surveyEnding } from './ending.js';

const LABELS = ['', 'Very poor', 'Poor', 'OK', 'Good', 'Excellent'];

export function Survey() {
  const ended = useGame((s) => s.ended);
  const viewer = useGame((s) => s.viewer);
  const partner = useGame((s) => s.partner);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(true);
    const r = await serverLink.request({ type: 'survey', rating, comment });
    if (!r.ok && r.error.code !== 'survey/already_answered') { setError(r.error.message); setSent(false); }
  };
  const ending = surveyEnding(ended, viewer);
  const commentLeft = LIMITS.maxCommentChars - comment.length;
  return (
    <main className="page narrow" data-testid="survey">
      <h1 data-testid="ending-title" data-ending={ending.kind}>{ending.title}</h1>
      <p className="lead" data-testid="ending-reason">{ending.detail}</p>
      <form onSubmit={(e) => void submit(e)} className="panel">
        <fieldset>
          <legend>How was your partner{partner && <> ({partner.bot ? 'the bot' : <bdi>{partner.name}</bdi>})</>} to play with?</legend>
          <div className="rating">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={rating === n ? 'chosen' : ''}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} data-testid={`rating-${n}`} />
                {n} <span className="small">{LABELS[n]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor="comment">Anything to tell us? (optional)</label>
        {/* No maxLength: a long paste stays whole, and the counter says how much to cut. */}
        <textarea id="comment" rows={3} value={comment} onChange={(e) => setComment(withoutHiddenCharacters(e.target.value))} data-testid="survey-comment" aria-describedby="comment-left" aria-invalid={commentLeft < 0} />
        <p id="comment-left" className={`small ${commentLeft < 0 ? 'error' : 'muted'}`} data-testid="comment-left">
          {commentLeft < 0 ? `${-commentLeft} characters too long (the limit is ${LIMITS.maxCommentChars}).` : `${commentLeft} of ${LIMITS.maxCommentChars} characters left`}
        </p>
        <button type="submit" className="primary" disabled={rating === 0 || sent || commentLeft < 0} data-testid="survey-submit">{sent ? 'Sending…' : 'Send and get my code'}</button>
        {rating === 0 && <p className="muted small">Choose a rating from 1 to 5 first.</p>}
      </form>
      {error && <p className="error" role="alert">{error}</p>}
    </main>
  );
}
