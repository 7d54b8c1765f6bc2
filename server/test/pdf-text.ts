/**
 * The text of an uncompressed PDF written by pdfkit with its standard fonts: every TJ/Tj
 * string, hex-decoded (WinAnsi is Latin-1 for the characters an invoice uses), one per line.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(
    /\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    const hexes =
      match[1] !== undefined
        ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
        : [match[2]!];
    lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}
