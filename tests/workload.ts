import type { TestApp } from "./harness.ts";
import type { TestUser } from "./accounts.ts";
import { seeded, type Random } from "./random.ts";
import { createPost } from "./posts.ts";
import { changeUser } from "../src/commands/users.ts";
import { png } from "./media-fixtures.ts";
import { PROFILE_EMOJI, RATING_EMOJI, type Stars } from "../shared/emoji.ts";
import { sendMedia, sendMessage, someEnvelope, someKeyBundle } from "./chat.ts";

/**
 * What people do, at random, through the HTTP API as they would: the workload whose log the replay test
 * rebuilds (projections/replay.test.ts) and after whose every step the cached pages are compared with fresh
 * renders (src/cache/http/same-as-fresh.test.ts). `people[0]` is an admin.
 */
export function workload(t: TestApp, people: TestUser[]) {
  // Content warnings and sensitive marks draw from their own sequence, so the steps every seed was chosen
  // for (which tables it fills) stay as they were.
  const warningRandom = seeded(20261130);
  /**
   * One random step of what people do, through the HTTP API as they would (some steps are refused, e.g.
   * editing someone else's post; refusals record nothing, which is part of what is checked).
   */
  async function randomStep(random: Random, postIds: number[]) {
    const who = random.pick(people);
    const other = random.pick(people);
    const postId = postIds.length > 0 ? random.pick(postIds) : 1;
    const words = ["harbour", "sunrise", "picnic", "Zoë's", "café", "<b>bold</b>", "🎉"];
    const text = Array.from({ length: 1 + random.int(6) }, () => random.pick(words)).join(" ");
    const sharing = (1 + random.int(2)) as 1 | 2;
    const gameId = 1 + random.int(18);
    switch (random.int(18)) {
      case 0:
      case 1: {
        const media = random.int(4) === 0 ? new File([png(1 + random.int(4), 2)], "p.png") : undefined;
        const altText = media && random.int(2) === 0 ? `A picture of ${text}` : undefined;
        // Sometimes behind a content warning, or with the picture marked sensitive (issue 27 item 5).
        const contentWarning = warningRandom.int(3) === 0 ? `About ${text}` : undefined;
        const mediaSensitive = media && warningRandom.int(2) === 0 ? true : undefined;
        const response = await createPost(t, who, {
          context: text,
          sharing,
          media,
          altText,
          contentWarning,
          mediaSensitive,
        });
        if (response.status === 200) postIds.push((await response.json()).id);
        return;
      }
      case 2: {
        // Sometimes with the picture's alt text: changed, or removed ("").
        const alt = [{}, { alt_text: `Now ${text}` }, { alt_text: "" }][random.int(3)];
        // And its content warning or sensitive mark: set, cleared or left as it is.
        const warning = [{}, { content_warning: `Now about ${text}` }, { content_warning: null }][warningRandom.int(3)];
        const sensitive = [{}, { media_sensitive: true }, { media_sensitive: false }][warningRandom.int(3)];
        const body = { context: text, sharing, ...alt, ...warning, ...sensitive };
        await t.json("PUT", `/api/content/${postId}`, body, who.headers);
        return;
      }
      case 3:
        await t.json("DELETE", `/api/content/${postId}`, undefined, who.headers);
        return;
      case 4:
      case 5: {
        const stars = (1 + random.int(5)) as Stars;
        const emoji = random.int(2) === 0 ? random.pick(RATING_EMOJI[stars]) : undefined;
        await t.json("POST", `/api/content/${postId}/rating`, { stars, emoji }, who.headers);
        return;
      }
      case 6:
        await t.json("POST", `/api/friends/${other.username}`, undefined, who.headers);
        return;
      case 7:
        await t.json("DELETE", `/api/friends/${other.username}`, undefined, who.headers);
        return;
      case 8:
        await t.json(
          "PUT",
          "/api/profile",
          { name: `Name ${random.int(100)}`, organisation: random.int(3) === 0 ? "" : text.slice(0, 50) },
          who.headers,
        );
        return;
      case 9:
        await t.json(
          "POST",
          `/api/profile/${other.username}/reaction`,
          { emoji: random.pick(PROFILE_EMOJI) },
          who.headers,
        );
        return;
      case 10:
        // Never the admin (people[0]), so that someone can always act; a deleted account is refused (404).
        if (who !== people[0])
          await changeUser(t.ctx, who.id, random.int(2) === 0 ? "block" : "unblock").catch(() => undefined);
        return;
      case 11:
        await t.json("POST", `/api/fav/${gameId}`, undefined, who.headers);
        return;
      case 12:
        await t.json("DELETE", `/api/fav/${gameId}`, undefined, who.headers);
        return;
      case 13:
        await t.json("POST", `/api/game/${gameId}/score`, { score: random.int(1000) }, who.headers);
        return;
      case 14:
      case 15: {
        // The admin panel's edit (people[0] is the admin): details and flags, each recorded in the audit.
        const flags = {
          is_admin: random.int(4) === 0,
          is_blocked: random.int(3) === 0,
          is_verified: random.int(5) !== 0,
        };
        const body = {
          name: `Edited ${random.int(100)}`,
          email: `${other.username}@example.com`,
          username: other.username,
          ...flags,
        };
        await t.json("POST", `/api/monitor/edit/${other.id}`, body, people[0]!.headers);
        return;
      }
      case 16:
      case 17: {
        // The investor panel: add, mail one, review, remove (some refused: unknown, listed or mailed already).
        const email = `investor${random.int(8)}@fund.example`;
        const admin = people[0]!.headers;
        const [method, path, body] = random.pick([
          ["POST", "/api/investor/add", { name: text.slice(0, 40), email, note: text }],
          ["POST", "/api/investor/add", { name: text.slice(0, 40), email, note: "" }],
          ["POST", "/api/investor/mail", { email, name: "" }],
          ["PUT", "/api/investor/update", { email, action: true }],
          ["POST", "/api/investor/remove", { email }],
        ] as const);
        await t.json(method, path, body, admin);
        return;
      }
    }
  }

  /** The zones: creating one (some refused: no such world), saving notes (some refused: another's private zone). */
  async function zoneStep(random: Random, zonePaths: string[], owners: Map<string, TestUser>) {
    const who = random.pick(people);
    if (random.int(3) === 0 || zonePaths.length === 0) {
      const body = {
        name: `Place ${random.int(100)}`,
        zone: random.pick(["desert", "castle", "library", "nowhere"]),
        mode: random.pick(["public", "private", "protected"]),
        autoAccess: random.int(2) === 0,
        avatar: 1 + random.int(2),
        broadcastNotify: random.int(2) === 0,
      };
      await createZone(who, body, zonePaths, owners);
      return;
    }
    const slug = random.int(3) === 0 ? "library" : random.pick(zonePaths).slice("/zones/".length);
    await t.json("PUT", `/api/zones/${slug}/notes`, { text: `Read ${random.int(50)} pages` }, who.headers);
  }

  /**
   * Zone talk: someone stands somewhere along the desert's first 30 units and says a line (the nearer ones hear
   * it); some lines are refused (too long).
   */
  async function talkStep(random: Random) {
    const who = random.pick(people);
    const place = { x: random.int(30), y: 0, z: 0, ry: 0, avatar: 1 };
    await t.json("POST", "/api/zones/desert/presence", place, who.headers);
    const text = random.int(6) === 0 ? "x".repeat(201) : `Line ${random.int(1000)}`;
    await t.json("POST", "/api/zones/desert/talk", { text }, who.headers);
  }

  /** A zone made by `who`; when it was made, its path and owner remembered. */
  async function createZone(who: TestUser, body: object, zonePaths: string[], owners: Map<string, TestUser>) {
    const response = await t.json("POST", "/api/zones", body, who.headers);
    if (response.status !== 200) return;
    const { path } = await response.json();
    zonePaths.push(path);
    owners.set(path, who);
  }

  /**
   * Who enters the created zones: an owner invites someone or takes it back, someone asks to enter, an owner
   * approves or refuses someone who asked; mostly the zone's own owner, sometimes another (refused), on zones
   * of every mode (the wrong mode refused too). `met` remembers who was invited to or asked for which zone.
   */
  async function zoneGuestStep(
    random: Random,
    zonePaths: string[],
    owners: Map<string, TestUser>,
    met: { path: string; who: TestUser; invited: boolean }[],
  ) {
    if (zonePaths.length === 0 || random.int(10) === 0) {
      // A zone of its own now and then, private or protected, so that invitations and requests have somewhere to go.
      const who = random.pick(people);
      const body = {
        name: `Gate ${random.int(100)}`,
        zone: "castle",
        mode: random.pick(["private", "protected"]),
        autoAccess: false,
        avatar: 1,
        broadcastNotify: false,
      };
      await createZone(who, body, zonePaths, owners);
      return;
    }
    const kind = random.int(6);
    // A revoke mostly names someone invited, an answer mostly someone who asked.
    const candidates = kind === 1 ? met.filter((m) => m.invited) : kind >= 4 ? met.filter((m) => !m.invited) : [];
    const known = candidates.length > 0 && random.int(4) > 0;
    const { path, who: other } = known
      ? random.pick(candidates)
      : { path: random.pick(zonePaths), who: random.pick(people) };
    const slug = path.slice("/zones/".length);
    const owner = random.int(8) === 0 ? random.pick(people) : owners.get(path)!;
    const [method, url, body, caller] = [
      ["POST", `/api/zones/${slug}/invitations`, { username: other.username }, owner],
      ["DELETE", `/api/zones/${slug}/invitations/${other.id}`, undefined, owner],
      ["POST", `/api/zones/${slug}/access`, undefined, other],
      ["POST", `/api/zones/${slug}/access`, undefined, other],
      ["POST", `/api/zones/${slug}/requests/${other.id}/approve`, undefined, owner],
      ["POST", `/api/zones/${slug}/requests/${other.id}/refuse`, undefined, owner],
    ][kind] as [string, string, unknown, TestUser];
    const response = await t.json(method, url, body, caller.headers);
    if (response.status === 200 && (kind === 0 || kind === 2 || kind === 3))
      met.push({ path, who: other, invited: kind === 0 });
  }

  /**
   * Now and then someone registers a browser for push or removes one; a few browsers only, so that one moves
   * between accounts too. Its own generator, so the steps above stay the workload they were.
   */
  async function randomPushStep(random: Random) {
    const who = random.pick(people);
    const browser = pushSubscription(random.int(4));
    switch (random.int(6)) {
      case 0:
        await t.json("POST", "/api/push/subscribe", { subscription: browser }, who.headers);
        return;
      case 1:
        await t.json("DELETE", "/api/push/subscribe", { endpoint: browser.endpoint }, who.headers);
        return;
      case 2:
        await t.json(
          "PUT",
          "/api/push/interests",
          { interests: ["chat", `zone-${random.int(3)}`, "games"].slice(random.int(3)) },
          who.headers,
        );
        return;
    }
  }

  /**
   * Chats: started between any two (again, too: one pair, one chat), messages and sealed pictures (into
   * others' chats too, which is refused), reads, and key bundles. Its own generator, like push's.
   */
  async function randomChatStep(random: Random, chatIds: number[]) {
    const who = random.pick(people);
    const other = random.pick(people);
    const chatId = chatIds.length > 0 ? random.pick(chatIds) : 1;
    switch (random.int(6)) {
      case 0: {
        const response = await t.json(
          "POST",
          "/api/chat/create",
          { user_1_id: other.id, user_2_id: who.id },
          who.headers,
        );
        if (response.status === 200) chatIds.push((await response.json()).id);
        return;
      }
      case 1:
      case 2:
        if (random.int(4) === 0)
          await sendMedia(t, who, chatId, new Uint8Array([1, ...Array.from({ length: 40 }, () => random.int(256))]));
        else await sendMessage(t, who, chatId, someEnvelope());
        return;
      case 3:
        await t.json("POST", "/api/chat/read", { chat_id: chatId }, who.headers);
        return;
      case 4:
        // with the password, which replacing a key pair asks for
        await t.json("PUT", "/api/keys", { ...(await someKeyBundle(who.id)), password: who.password }, who.headers);
        return;
    }
  }

  /**
   * Receipts: a browser that has a chat up to some message (at times past its last), or read receipts turned
   * on or off. Its own sequence, so the chat steps (and the pushes their messages cause) stay as they were.
   */
  async function randomReceiptStep(random: Random, chatIds: number[]) {
    const who = random.pick(people);
    if (random.int(3) === 0) {
      await t.json("PUT", "/api/chat-settings", { read_receipts: random.int(2) === 0 }, who.headers);
      return;
    }
    const chatId = chatIds.length > 0 ? random.pick(chatIds) : 1;
    await t.json("POST", "/api/chat/delivered", { chat_id: chatId, up_to_id: 1 + random.int(400) }, who.headers);
  }

  /**
   * Replies: added under a random post (some refused: a friends-only post of a stranger's, a deleted one)
   * and deleted by someone (some refused: neither its author nor the post's). Its own sequence, so the other
   * steps stay as they were.
   */
  async function randomReplyStep(random: Random, postIds: number[], replies: { id: number; post: number }[]) {
    const who = random.pick(people);
    if (postIds.length === 0) return;
    if (random.int(3) === 0 && replies.length > 0) {
      const chosen = random.pick(replies);
      await t.json("DELETE", `/api/content/${chosen.post}/replies/${chosen.id}`, undefined, who.headers);
      return;
    }
    const postId = random.pick(postIds);
    const text = random.pick(["Lovely!", "Zoë's café?", "<i>nice</i> 🎉", "Where is this harbour?"]);
    const response = await t.json("POST", `/api/content/${postId}/replies`, { text }, who.headers);
    if (response.status === 200) replies.push({ id: (await response.json()).id, post: postId });
  }

  /**
   * The notifications centre: a kind turned off in the page (or back on), quiet hours, all read, one group
   * opened (someone's own, or a key they do not have: refused, recording nothing), or a request answered at
   * once (an acceptance to tell).
   */
  async function randomNotificationStep(random: Random) {
    const who = random.pick(people);
    switch (random.int(5)) {
      case 4: {
        const other = random.pick(people);
        await t.json("POST", `/api/friends/${other.username}`, undefined, who.headers);
        await t.json("POST", `/api/friends/${who.username}`, undefined, other.headers);
        return;
      }
      case 0: {
        const kind = random.pick(["friend_request", "rating", "message", "zone_invitation"]);
        const quiet = random.int(2) === 0 ? null : { from: "22:00", to: "07:00", timeZone: "Europe/Paris" };
        const body = { kinds: { [kind]: { page: random.int(3) > 0, push: random.int(2) === 0 } }, quiet };
        await t.json("PUT", "/api/notification-settings", body, who.headers);
        return;
      }
      case 1:
        await t.json("POST", "/api/notifications/read-all", undefined, who.headers);
        return;
      default: {
        const page = await (await t.json("GET", "/api/notifications?limit=5", undefined, who.headers)).json();
        const key = Array.isArray(page) && page.length > 0 ? random.pick(page).key : "rating:1";
        await t.json("POST", "/api/notifications/read", { key }, who.headers);
      }
    }
  }

  /** Browser `n`'s push subscription (keys of the right shape; nothing is ever sent to it). */
  function pushSubscription(n: number) {
    return {
      endpoint: `https://push.example/send/${n}`,
      keys: { p256dh: `B${"A".repeat(85)}${n}`, auth: `${"A".repeat(21)}${n}` },
    };
  }

  /** Someone blocks, unblocks, mutes or unmutes someone (oneself sometimes: refused, recording nothing). */
  async function blockStep(random: Random) {
    const who = random.pick(people);
    const other = random.pick(people);
    const [method, kind] = random.pick([
      ["POST", "blocks"],
      ["DELETE", "blocks"],
      ["POST", "mutes"],
      ["DELETE", "mutes"],
    ] as const);
    await t.json(method, `/api/${kind}/${other.username}`, undefined, who.headers);
  }

  /** Keyword filters added, changed (their action or expiry) and removed, some with the workload's words. */
  async function filterStep(random: Random) {
    const who = random.pick(people);
    const mine = (await (await t.json("GET", "/api/filters", undefined, who.headers)).json()) as { id: number }[];
    const phrase = random.pick(["harbour", "sunrise picnic", "café", "Zoë's"]);
    const action = random.pick(["hide", "warn"] as const);
    const expires_in = random.pick([null, 1800, 604800]);
    const filter = mine.length > 0 ? random.pick(mine) : undefined;
    const choice = filter ? random.int(3) : 0;
    if (choice === 0) await t.json("POST", "/api/filters", { phrase, action, expires_in }, who.headers);
    else if (choice === 1) await t.json("PATCH", `/api/filters/${filter!.id}`, { action, expires_in }, who.headers);
    else await t.json("DELETE", `/api/filters/${filter!.id}`, undefined, who.headers);
  }

  return {
    filterStep,
    randomStep,
    zoneStep,
    zoneGuestStep,
    talkStep,
    randomPushStep,
    randomChatStep,
    randomReceiptStep,
    randomReplyStep,
    randomNotificationStep,
    blockStep,
  };
}
