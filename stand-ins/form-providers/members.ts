// A Mailchimp-compatible members API: POST /3.0/lists/{list}/members with Basic auth (any user, the
// key as password) and { email_address, status }; 200 with the member, or a problem document:
// 400 "Member Exists" for an address already on the list, 400 "Invalid Resource", 401 "API Key Invalid".

const lists = new Map<string, Set<string>>();

const problem = (status: number, title: string, detail: string) => ({
  status,
  body: { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: crypto.randomUUID() },
});

export async function addMember(request: Request, list: string): Promise<{ status: number; body: unknown }> {
  const basic = /^Basic (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const key = basic ? atob(basic).split(':').slice(1).join(':') : '';
  if (!key) return problem(401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
  const body = (await request.json().catch(() => null)) as { email_address?: unknown; status?: unknown } | null;
  const email = typeof body?.email_address === 'string' ? body.email_address.toLowerCase() : '';
  if (!email.includes('@') || !['subscribed', 'pending', 'unsubscribed', 'cleaned', 'transactional'].includes(String(body?.status))) {
    return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.');
  }
  const members = lists.get(list) ?? new Set<string>();
  lists.set(list, members);
  if (members.has(email)) return problem(400, 'Member Exists', `${email} is already a list member. Use PUT to insert or update list members.`);
  members.add(email);
  return { status: 200, body: { id: crypto.randomUUID(), email_address: email, status: body!.status, list_id: list } };
}
