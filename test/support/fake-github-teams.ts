// The team-membership route of the fake GitHub (test/support/fake-github.ts validates its
// requests and answers against GitHub's OpenAPI description): `GET /orgs/{org}/teams/
// {team_slug}/memberships/{username}` answers 200 with the membership (active, or pending for an
// invitation not accepted yet) and 404 "if user has no team membership" or there is no such team.
import type { OperationMatch } from "./github-openapi.js";

type Answer = { status: number; body?: unknown };
type TeamHandler = (context: { match: OperationMatch }) => Answer;

const DOCS = "https://docs.github.com/rest";

export class FakeTeams {
  /** `org/team-slug` (lower case) -> login (lower case) -> state. */
  private readonly teams = new Map<string, Map<string, "active" | "pending">>();

  /** Makes `login` a member of the team `org/slug` (active, or pending: invited, not yet accepted). */
  addMember(team: string, login: string, state: "active" | "pending" = "active"): void {
    const members = this.teams.get(team.toLowerCase()) ?? new Map<string, "active" | "pending">();
    members.set(login.toLowerCase(), state);
    this.teams.set(team.toLowerCase(), members);
  }

  handlers(apiUrl: string): Record<string, TeamHandler> {
    return {
      "teams/get-membership-for-user-in-org": ({ match }) => {
        const { org = "", team_slug: slug = "", username = "" } = match.params;
        const state = this.teams.get(`${org}/${slug}`.toLowerCase())?.get(username.toLowerCase());
        if (!state)
          return { status: 404, body: { message: "Not Found", documentation_url: DOCS, status: "404" } };
        const url = `${apiUrl}/organizations/1/team/1/memberships/${username}`;
        return { status: 200, body: { url, role: "member", state } };
      },
    };
  }
}
