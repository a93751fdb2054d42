/** The form revisions a case was made with, as `ops show` prints them: `commodityPlan 1a2b…  …`, or `-`. */
export function formRevisionsLine(json: string | null | undefined): string {
  if (!json) return '- (made before revisions were kept)';
  const revisions = JSON.parse(json) as Record<string, string>;
  return (
    Object.entries(revisions)
      .map(([form, revision]) => `${form} ${revision}`)
      .join('  ') || '-'
  );
}
