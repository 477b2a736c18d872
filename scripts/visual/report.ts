import type { Snapshot } from './snapshots';

export interface ReportRow {
  snapshot: Pick<Snapshot, 'name' | 'title' | 'storyName' | 'mode' | 'storyId'>;
  status: 'unchanged' | 'changed' | 'new' | 'failed' | 'orphaned';
  detail?: string;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const labels: Record<ReportRow['status'], string> = {
  changed: 'Changed',
  new: 'New (no baseline)',
  failed: 'Could not capture',
  orphaned: 'Baseline without a story',
  unchanged: 'Unchanged',
};

function figure(caption: string, src: string) {
  return `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`;
}

function row({ snapshot, status, detail }: ReportRow): string {
  const file = `${snapshot.name}.png`;
  const images =
    status === 'changed'
      ? figure('Expected', `expected/${file}`) +
        figure('Actual', `actual/${file}`) +
        figure('Difference', `diff/${file}`)
      : status === 'new' || status === 'unchanged'
        ? figure(status === 'new' ? 'Actual' : 'Expected = actual', `actual/${file}`)
        : status === 'orphaned'
          ? figure('Expected', `expected/${file}`)
          : '';
  return `<article class="${status}" id="${escape(snapshot.name)}">
  <h3>${escape(snapshot.title)} › ${escape(snapshot.storyName)} <span class="mode">${escape(snapshot.mode)}</span></h3>
  <p class="status">${labels[status]}${detail ? ` — ${escape(detail)}` : ''}</p>
  <div class="images">${images}</div>
</article>`;
}

/**
 * A self-contained HTML page for QA: what changed first, each with expected, actual and difference;
 * then any colour that fails WCAG AA in another banner.
 */
export function renderReport(rows: ReportRow[], colourViolations: string[], createdAt: Date): string {
  const count = (status: ReportRow['status']) => rows.filter((r) => r.status === status).length;
  const needsReview = rows.filter((r) => r.status !== 'unchanged');
  const unchanged = rows.filter((r) => r.status === 'unchanged');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aisle visual report</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1600px; color: #1a1c20; }
  h1 { margin: 0 0 8px; }
  .summary { display: flex; gap: 16px; flex-wrap: wrap; padding: 0; list-style: none; }
  .summary li { padding: 8px 12px; border-radius: 6px; background: #eceef0; }
  article { border-top: 1px solid #d9dce0; padding: 16px 0; }
  article h3 { margin: 0; font-size: 16px; }
  .mode { font-weight: 400; color: #555a63; }
  .status { margin: 4px 0 12px; font-weight: 600; }
  .changed .status, .failed .status, .orphaned .status { color: #b42c25; }
  .new .status { color: #7d5906; }
  .unchanged .status { color: #166337; }
  .images { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 12px; }
  figure { margin: 0; }
  figcaption { font-size: 13px; color: #555a63; }
  img { max-width: 100%; border: 1px solid #d9dce0; background: repeating-conic-gradient(#f6f7f8 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  details summary { cursor: pointer; font-weight: 600; padding: 12px 0; }
  .colours li { color: #b42c25; }
</style>
</head>
<body>
<h1>Aisle visual report</h1>
<p>${rows.length} snapshots compared on ${escape(createdAt.toISOString())}. Approve what is intended with <code>pnpm visual:approve</code>.</p>
<ul class="summary">
  <li>Changed: ${count('changed')}</li><li>New: ${count('new')}</li><li>Failed: ${count('failed')}</li>
  <li>Orphaned baselines: ${count('orphaned')}</li><li>Unchanged: ${count('unchanged')}</li>
  <li>Colour failures: ${colourViolations.length}</li>
</ul>
<h2>Needs review (${needsReview.length})</h2>
${needsReview.map(row).join('\n') || '<p>Nothing changed.</p>'}
<h2>Colours in the other banners (${colourViolations.length})</h2>
${
  colourViolations.length === 0
    ? '<p>Every story passes axe’s colour rules in every banner.</p>'
    : `<ul class="colours">${colourViolations.map((line) => `<li>${escape(line)}</li>`).join('\n')}</ul>`
}
<details>
<summary>Unchanged (${unchanged.length})</summary>
${unchanged.map(row).join('\n')}
</details>
</body>
</html>
`;
}
