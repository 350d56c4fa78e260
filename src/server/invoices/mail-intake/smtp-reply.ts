/**
 * An error that smtp-server sends to the client as the reply to the command being handled. The
 * reply code decides what the sending server does: 5xx gives up and reports to its own user,
 * 4xx tries again later, so nothing of ours is ever bounced to a sender that may be forged.
 */
export function smtpReply(responseCode: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}
