export function Tutorial({ onDone }: { onDone: () => void }) { return <button onClick={onDone}>Back</button>; }
