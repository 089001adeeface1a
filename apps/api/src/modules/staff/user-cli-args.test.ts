import { describe, expect, it } from 'vitest';
import { parseUserCommand } from './user-cli-args.js';

describe('admin:user arguments', () => {
  it.each([
    [
      ['add', 'Nour@RedSea.example', '--role', 'editor', '--name', 'Nour Hassan'],
      { command: 'add', email: 'nour@redsea.example', role: 'editor', name: 'Nour Hassan' },
    ],
    [
      ['add', 'sam@redsea.example', '--role=agent'],
      { command: 'add', email: 'sam@redsea.example', role: 'agent', name: 'sam' },
    ],
    [['list'], { command: 'list' }],
    [['disable', 'sam@redsea.example'], { command: 'disable', email: 'sam@redsea.example' }],
    [['enable', 'sam@redsea.example'], { command: 'enable', email: 'sam@redsea.example' }],
    [['unlock', 'Sam@RedSea.example'], { command: 'unlock', email: 'sam@redsea.example' }],
    [['role', 'sam@redsea.example', 'admin'], { command: 'role', email: 'sam@redsea.example', role: 'admin' }],
  ])('reads %j', (argv, expected) => {
    expect(parseUserCommand(argv)).toEqual(expected);
  });

  it.each([
    [[], 'which command?'],
    [['remove', 'a@b.example'], 'unknown command: remove'],
    [['add', 'not-an-address', '--role', 'agent'], 'add needs a valid e-mail address'],
    [['add', 'a@b.example'], '--role must be admin, editor or agent'],
    [['add', 'a@b.example', '--role', 'owner'], '--role must be admin, editor or agent'],
    [['add', 'a@b.example', '--role', 'agent', '--name', ' '], '--name must be 1 to 100 characters'],
    [['add', 'a@b.example', 'b@c.example', '--role', 'agent'], 'unexpected argument: b@c.example'],
    [['role', 'a@b.example'], 'role needs admin, editor or agent after the e-mail'],
    [['disable'], 'disable needs a valid e-mail address'],
    [['unlock', 'nobody'], 'unlock needs a valid e-mail address'],
    [['list', '--role', 'agent'], '--role/--name is only for add'],
  ])('refuses %j: %s', (argv, error) => {
    expect(parseUserCommand(argv)).toEqual({ error });
  });

  it('refuses an unknown option', () => {
    expect(parseUserCommand(['list', '--force'])).toMatchObject({ error: expect.stringContaining('--force') });
  });
});
