/**
 * The investor mail, written from its template with the investor's name. The name goes into the body
 * only, with line breaks and other control characters taken out, and the subject is fixed: nothing an
 * admin types can reach a header (the address itself was checked as an e-mail address at the edge).
 */
export function investorMail(name: string, publicUrl: string): { subject: string; text: string } {
  const greeting = oneLine(name) || "there";
  return {
    subject: "Virtual Worlds: an invitation to invest",
    text: [
      `Dear ${greeting},`,
      "",
      "Virtual Worlds is a social platform where people meet in themed 3D zones, play games together,",
      "share posts and short videos, and chat end to end encrypted.",
      "",
      "We are raising our next round and would be glad to tell you more: our pitch deck and figures are",
      `waiting for you, and you can see the product itself at ${publicUrl}.`,
      "",
      "Simply reply to this e-mail to arrange a call.",
      "",
      "Warm regards,",
      "The Virtual Worlds team",
      "",
    ].join("\n"),
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it takes out, so no field reaches a header
const controlCharacters = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

function oneLine(text: string): string {
  return text.replace(controlCharacters, " ").replace(/\s+/g, " ").trim().slice(0, 100);
}
