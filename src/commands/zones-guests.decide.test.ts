import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideApproval, decideAskToEnter, decideInvite, decideRevoke } from "./zones-guests.decide.ts";

const ann = { id: 1, username: "ann", name: "Ann" };
const ben = { id: 2, username: "ben", name: "Ben" };
const zone = (mode: string) => ({ id: 9, slug: "cosy-9", name: "Cosy", owner: ann.id, mode });
const guestOfBen = { zoneId: 9, slug: "cosy-9", zoneName: "Cosy", owner: ann.id, userId: ben.id };

describe("asking to enter a protected zone", () => {
  const ask = decider(decideAskToEnter);

  test("given no standing, the request is recorded with the asker's names", () => {
    ask
      .given({ zone: zone("protected"), access: "none" })
      .when({ asker: ben })
      .then({
        access: "requested",
        events: [{ type: "ZoneAccessRequested", data: { ...guestOfBen, name: "Ben", username: "ben" } }],
      });
  });

  test("given a request waiting, refused or already allowed, asking again records nothing", () => {
    for (const access of ["requested", "refused", "allowed"] as const)
      ask
        .given({ zone: zone("protected"), access })
        .when({ asker: ben })
        .then({ access, events: [] });
  });
});

describe("inviting to a private zone", () => {
  const invite = decider(decideInvite);
  const invited = { userId: ben.id, username: "ben", name: "Ben", status: "invited" as const };

  test("given someone not invited, the invitation is recorded with the owner's name", () => {
    invite
      .given({ zone: zone("private"), guest: null })
      .when({ owner: ann, person: ben })
      .then({ guest: invited, events: [{ type: "ZoneGuestInvited", data: { ...guestOfBen, ownerName: "Ann" } }] });
  });

  test("given someone invited already, inviting again records nothing", () => {
    invite
      .given({ zone: zone("private"), guest: "invited" })
      .when({ owner: ann, person: ben })
      .then({
        guest: invited,
        events: [],
      });
  });

  test("a zone that is not private, an unknown username and the owner themselves are refused", () => {
    invite
      .given({ zone: zone("protected"), guest: null })
      .when({ owner: ann, person: ben })
      .thenRefuses(400, "zone_not_private");
    invite
      .given({ zone: zone("private"), guest: null })
      .when({ owner: ann, person: undefined })
      .thenRefuses(404, "user_not_found");
    invite
      .given({ zone: zone("private"), guest: null })
      .when({ owner: ann, person: ann })
      .thenRefuses(400, "zone_owner_invited");
  });
});

describe("taking an invitation back", () => {
  const revoke = decider(decideRevoke);

  test("given an invitation, it is revoked", () => {
    revoke
      .given({ zone: zone("private"), guest: "invited" })
      .when({ userId: ben.id })
      .then([{ type: "ZoneInvitationRevoked", data: guestOfBen }]);
  });

  test("given none, nothing is recorded", () => {
    revoke
      .given({ zone: zone("private"), guest: null })
      .when({ userId: ben.id })
      .then([]);
  });
});

describe("approving or refusing who asked", () => {
  const approval = decider(decideApproval);
  const answer = (status: "approved" | "refused") => ({ userId: ben.id, username: "ben", name: "Ben", status });

  test("given a request, approving records the approval", () => {
    approval
      .given({ zone: zone("protected"), guest: "requested", person: ben })
      .when({ userId: ben.id, approve: true })
      .then({ guest: answer("approved"), events: [{ type: "ZoneAccessApproved", data: guestOfBen }] });
  });

  test("given an approval, refusing changes the owner's mind; the same answer again records nothing", () => {
    approval
      .given({ zone: zone("protected"), guest: "approved", person: ben })
      .when({ userId: ben.id, approve: false })
      .then({ guest: answer("refused"), events: [{ type: "ZoneAccessRefused", data: guestOfBen }] });
    approval
      .given({ zone: zone("protected"), guest: "refused", person: ben })
      .when({ userId: ben.id, approve: false })
      .then({ guest: answer("refused"), events: [] });
  });

  test("someone who never asked (or was only invited) is not found; a zone that is not protected refuses", () => {
    for (const guest of [null, "invited"] as const)
      approval
        .given({ zone: zone("protected"), guest, person: ben })
        .when({ userId: ben.id, approve: true })
        .thenRefuses(404, "zone_request_not_found");
    approval
      .given({ zone: zone("protected"), guest: "requested", person: undefined })
      .when({ userId: ben.id, approve: true })
      .thenRefuses(404, "zone_request_not_found");
    approval
      .given({ zone: zone("private"), guest: "requested", person: ben })
      .when({ userId: ben.id, approve: true })
      .thenRefuses(400, "zone_not_protected");
  });
});
