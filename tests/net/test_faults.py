"""Faults over loopback: the server killed (SIGKILL) at random moments of running matches,
connections cut at the worst moments, and everyone reconnecting at once.

Every loop here is bounded in count and in time."""

from __future__ import annotations

import asyncio
import os
import random
import signal

from game.net import protocol as p
from game.net.journal import MatchJournal
from game.net.limits import Limits
from game.net.server import running
from game.rules import Table
from game.rules import events as ev
from game.rules.view import view_of

from .helpers import Client, latest_view
from .test_restart import start_server
from .test_server import FAST, SPEED, run, table_of_two

KILLS = 20


class Player:
    """A person who plays random legal actions as fast as the server lets them, and keeps
    every action the server told them it accepted: an `outcome` accepted, or an `update` of
    their own seat's action (`by`), which may come alone when the connection then breaks."""

    def __init__(self, name: str, seat: int, rng: random.Random) -> None:
        self.name = name
        self.seat = seat
        self.rng = rng
        self.client: Client | None = None
        self.token: str | None = None
        self.table = 0
        self.told: list[p.Frame] = []  # the actions the server said it took, in order
        self.deals = True  # the owner deals the next round when it is over
        self._sent: p.Frame | None = None  # sent, its outcome not come yet
        self._sent_told = False  # its update came
        self._held: p.Frame | None = None  # held by the settle delay

    def attach(self, client: Client) -> Player:
        self.client = client
        return self

    def forget_in_flight(self) -> None:
        """An action sent or held when the server died is in the journal or nowhere: waiting
        for its outcome on the new connection would leave this person silent for good."""
        self._sent, self._sent_told, self._held = None, False, None

    def _read(self, frame: p.Frame) -> None:
        """One action at a time: each `act` is answered by one `outcome`, and an accepted
        one's `update` (by this seat) comes before it."""
        if isinstance(frame, p.Update):
            if frame.by == self.seat and self._sent is not None and not self._sent_told:
                self.told.append(self._sent)
                self._sent_told = True
            elif frame.by == self.seat and self._held is not None:
                self.told.append(self._held)
                self._held = None
            elif frame.by is not None and frame.by != self.seat:
                # an action taken first voids a held one; a seat changing hands (by the
                # host, None) does not
                self._held = None
        elif isinstance(frame, p.Outcome) and self._sent is not None:
            if frame.accepted and not self._sent_told:
                self.told.append(self._sent)
            elif frame.wait > 0:
                self._held = self._sent
            self._sent = None

    async def play(self, until: asyncio.Event, stop=None, think: float = 0.0) -> None:
        """Play until `until` is set, or until `stop(view)` holds (then set `until`),
        `think` seconds before each action."""
        client = self.client
        assert client is not None
        seen = 0
        while not until.is_set() and client.ws.close_code is None:
            try:
                await client.wait_for(p.Frame, after=seen, timeout=0.2)
            except AssertionError:
                continue
            for frame in client.frames[seen:]:
                self._read(frame)
            seen = len(client.frames)
            view = latest_view(client)
            if view is not None and stop is not None and stop(view):
                until.set()
                return
            if view is None or self._sent is not None or self._held is not None:
                continue
            legal = [a for a in view.legal_actions if not isinstance(a, p.CloseTrickWindow)
                     and (self.deals or not isinstance(a, p.DealNext))]
            if legal and think:
                await asyncio.sleep(think)
                if latest_view(client) is not view:
                    continue  # the table moved meanwhile: look again
            if legal:
                self._sent, self._sent_told = self.rng.choice(legal), False
                try:
                    await client.send(p.Act(self._sent))
                except Exception:
                    return  # the server is gone


async def _new_table(port: int, owner: Player, others: list[Player], computers: list[str]):
    """`owner` creates a table for the players and `computers` (their levels)."""
    seats = 1 + len(others) + len(computers)
    zoe = owner.client = await Client.open(port, owner.name)
    await zoe.wait_for(p.Lobby)
    await zoe.send(p.CreateTable(f"{owner.name}'s"))
    owner.table = (await zoe.wait_for(p.TableState)).id
    await zoe.send(p.SetOptions(p.OptionsWire(players=seats, score_limit=50000),
                                p.TimingWire(pace=0.2, settle=1.0, drop_after=600)))
    await zoe.wait_for(p.TableState, lambda f: len(f.seats) == seats)
    for player in others:
        player.client = await Client.open(port, player.name)
        await player.client.wait_for(p.Lobby)
        await player.client.send(p.JoinTable(owner.table, player.seat))
        await player.client.wait_for(p.TableState, lambda f, s=player.seat: f.you == s)
        player.table = owner.table
    for number, level in enumerate(computers):
        seat = 1 + len(others) + number
        await zoe.send(p.SetSeat(seat, level))
        await zoe.wait_for(p.TableState, lambda f, s=seat: len(f.seats) > s
                           and f.seats[s].level is not None)
    await zoe.send(p.Start())
    for player in (owner, *others):
        await player.client.wait_for(p.MatchStart)
        player.token = player.client.of(p.Welcome)[0].token


def test_kill_9_at_random_moments_loses_no_accepted_action(tmp_path):
    """Twenty times, the server is killed with SIGKILL at a random moment while three tables
    play (people acting as fast as they may, computer players at their pace). After each
    restart every table is exactly as its journal says, every person is back in their own
    seat with the hand and table of that journal, and every action a person was told was
    accepted is in it, in order."""
    rng = random.Random(20)
    players = [Player("Zoe", 0, random.Random(1)), Player("Yann", 1, random.Random(2)),
               Player("Xavi", 0, random.Random(3)), Player("Willa", 1, random.Random(4)),
               Player("Uma", 0, random.Random(5))]
    zoe, yann, xavi, willa, uma = players

    async def go():
        server, port = start_server(tmp_path)
        try:
            await _new_table(port, zoe, [yann], ["easy"])
            await _new_table(port, xavi, [willa], ["normal", "easy"])
            await _new_table(port, uma, [], ["normal"])
            for kill in range(KILLS):
                until = asyncio.Event()
                tasks = [asyncio.create_task(player.play(until)) for player in players]
                # a random moment once play has resumed (on a busy machine a reconnection
                # may take most of a fixed second)
                told = sum(len(player.told) for player in players)
                for _ in range(300):
                    if sum(len(player.told) for player in players) >= told + 3:
                        break
                    await asyncio.sleep(0.05)
                await asyncio.sleep(rng.uniform(0.0, 1.0))
                os.kill(server.pid, signal.SIGKILL)
                server.wait(10)
                until.set()
                await asyncio.gather(*tasks)
                for player in players:
                    await player.client.close()
                server, port = start_server(tmp_path)
                for player in players:
                    await _comes_back(player, port, tmp_path, kill)
                if kill == KILLS // 2:
                    halfway = {player.name: len(player.told) for player in players}
            assert sum(len(player.told) for player in players) >= 3 * KILLS
            # every table still plays after many restarts: nobody is left waiting for good
            assert all(len(player.told) > halfway[player.name] for player in players), halfway
        finally:
            server.kill()
            server.wait(10)
    run(go())


async def _comes_back(player: Player, port: int, data, kill: int) -> None:
    """The person reconnects with their token into their seat; what they hold and see is the
    journal's table, and that journal holds every action they were told was taken."""
    path = data / "tables" / f"{player.table}.match.jsonl"
    journal = MatchJournal.replay(path)
    mine = [p.action_to_wire(action) for seat, action in journal.table.history
            if seat == player.seat]
    told = player.told
    assert mine[:len(told)] == told, f"kill {kill}: {player.name} was told of an action lost"
    assert len(mine) <= len(told) + 1  # at most the one action in flight when it died
    player.told = mine  # what the server took, told or not, is the truth from here on
    player.forget_in_flight()
    client = player.client = await Client.open(port, player.name, token=player.token)
    assert (await client.wait_for(p.Welcome)).name == player.name
    assert (await client.wait_for(p.TableState)).you == player.seat
    start = await client.wait_for(p.MatchStart)
    assert start.seat == player.seat
    # the restored table plays on at once: its computer players may have moved since the
    # journal was read, so the view is the journal's as it stood at some moment from then
    views = _views_since(path, player.seat, len(journal.table.history))
    assert start.view in views, _differences(start.view, views[-1], len(views))


def _differences(view: p.ViewWire, latest: p.ViewWire, count: int) -> str:
    """What a view sent at reconnection has that the journal's latest view does not: the
    fields that differ, in full (a failure under load is rare, so it must explain itself)."""
    fields = [f"{name}: sent {getattr(view, name)!r}, journal {getattr(latest, name)!r}"
              for name in p.ViewWire.__struct_fields__
              if getattr(view, name) != getattr(latest, name)]
    return f"{count} journal views; the latest differs in " + "; ".join(fields)


def _views_since(path, seat: int, moves: int) -> list[p.ViewWire]:
    """The seat's view of the journal's table after each of its moves from the `moves`th."""
    later = MatchJournal.replay(path)
    table = Table.new(later.config.options, later.config.seed)
    views = []
    for number, (by, action) in enumerate(later.table.history):
        if number >= moves:
            views.append(p.view_to_wire(view_of(table, seat)))
        table.apply(by, action)
    views.append(p.view_to_wire(view_of(table, seat)))
    return views


def test_a_journal_cut_mid_line_replays_and_goes_on(tmp_path):
    """A power cut can tear the journal's last line (never told to anyone): it is ignored on
    replay, and the journal goes on cleanly after the last whole line."""
    from game.match import MatchConfig, MatchHost, SeatConfig
    from game.match.clock import ManualScheduler
    from game.rules import make_options

    path = tmp_path / "1.match.jsonl"
    config = MatchConfig(make_options(players=2), (SeatConfig("Zoe", None),
                                                   SeatConfig("bot-name-1", "easy")), 7)
    host = MatchHost(config, ManualScheduler(), store=MatchJournal(path))
    host.start()
    host.submit(0, host.view(0).legal_actions[0])
    host._store.close()
    whole = path.read_bytes()
    path.write_bytes(whole + b'{"a":[0,{"type":"pl')  # torn by the cut
    replayed = MatchJournal.replay(path)
    journal = MatchJournal(path)
    journal.resume(replayed)
    host = MatchHost(config, ManualScheduler(), store=journal, table=replayed.table,
                     controllers=replayed.controllers, owner=replayed.owner)
    host.start()
    before = len(replayed.table.history)
    host.submit(0, host.view(0).legal_actions[0])
    journal.close()
    again = MatchJournal.replay(path)
    assert len(again.table.history) == before + 1


# --- connections cut at the worst moments (a server in this process, its clock 40x faster) ---

def _cut(client: Client) -> None:
    """The connection drops without a word (a cable pulled): no closing handshake."""
    client.ws.transport.abort()


async def _returns_to_the_same_state(server, client: Client, table: int, seat: int,
                                     token: str, name: str) -> Client:
    back = await Client.open(server.port, name, token=token)
    assert (await back.wait_for(p.Welcome)).name == name
    start = await back.wait_for(p.MatchStart)
    assert start.seat == seat
    host = server.rooms[table].host

    # The same hand, the same table. Computer players may still be taking turns (a loaded
    # machine reconnects sooner than they reach a person's turn), so what the client last
    # heard must catch up with the table, not match it at one instant.
    async def caught_up() -> None:
        while latest_view(back) != p.view_to_wire(host.view(seat)):
            await asyncio.sleep(0.05)

    await asyncio.wait_for(caught_up(), 20)
    return back


def test_a_person_cut_off_mid_trick_window(tmp_path):
    """Yann's car is attacked and his connection drops while the dirty-trick window is open:
    the table goes on (the window closes with the next draw after the settle delay, and after
    the owner's drop time a computer player plays his seat), and when he comes back he holds
    his seat, his hand and the table as it is."""
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, players=2, score_limit=5000)
            await zoe.send(p.SetOptions(p.OptionsWire(players=2, score_limit=5000),
                                        p.TimingWire(pace=0.2, settle=1.0, drop_after=5)))
            await zoe.wait_for(p.TableState, lambda f: f.timing.drop_after == 5)
            await zoe.send(p.Start())
            await yann.wait_for(p.MatchStart)
            token = yann.of(p.Welcome)[0].token
            # Both play until an attack on Yann's car opens a window
            done = asyncio.Event()
            attacked = lambda v: v.window is not None and v.window.car == v.car  # noqa: E731
            await asyncio.wait_for(asyncio.gather(
                Player("Zoe", 0, random.Random(1)).attach(zoe).play(done),
                Player("Yann", 1, random.Random(2)).attach(yann).play(done, stop=attacked)), 60)
            assert server.rooms[table].host.view(1).window is not None
            _cut(yann)
            seen = len(zoe.frames)
            # The table carries on: the window closes, and a computer player takes Yann's seat
            await zoe.wait_for(p.Update, lambda f: any(
                isinstance(e, p._TO_WIRE[ev.TrickWindowClosed]) or isinstance(
                    e, p._TO_WIRE[ev.TrickPlayed]) for e in f.events), after=seen, timeout=20)
            await zoe.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "SeatControlled" and e.seat == 1 and e.level == "normal"
                for e in f.events), after=seen, timeout=20)
            back = await _returns_to_the_same_state(server, yann, table, 1, token, "Yann")
            assert (await back.wait_for(p.Missed)).plays >= 1
            await zoe.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "SeatControlled" and e.seat == 1 and e.level is None
                for e in f.events), after=seen)
    run(go())


def test_a_person_cut_off_mid_team_picking(tmp_path):
    """Zoe drops while she picks her teammate: back before her time runs out, she is asked
    again; gone when it runs out, she gets a random pick like anyone who says nothing, the
    match starts without her, and she comes back into her seat."""
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, teams=2, players=4)
            await zoe.send(p.SetOptions(p.OptionsWire(players=4, teams=2, score_limit=5000),
                                        p.TimingWire(pace=0.2, settle=1.0, drop_after=5,
                                                     pick_seconds=120)))
            await zoe.wait_for(p.TableState, lambda f: f.timing.pick_seconds == 120)
            for seat in (2, 3):
                await zoe.send(p.SetSeat(seat, "easy"))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 4
                               and f.seats[3].level == "easy")
            token = zoe.of(p.Welcome)[0].token
            await zoe.send(p.Start())
            asked = await zoe.wait_for(p.Picking)
            assert asked.chooser == 0
            _cut(zoe)
            await yann.wait_for(p.TableState, lambda f: not f.seats[0].connected)
            zoe = await Client.open(server.port, "Zoe", token=token)
            state = await zoe.wait_for(p.TableState)
            assert state.state == "picking" and state.you == 0
            again = await zoe.wait_for(p.Picking)  # asked again, with the time left
            assert again.chooser == 0 and again.available == asked.available
            assert 0 < again.seconds <= asked.seconds
            _cut(zoe)  # and gone for good this time: the clock picks for her
            picked = await yann.wait_for(p.Picked, timeout=20)
            assert picked.chooser == 0 and picked.at_random
            start = await yann.wait_for(p.MatchStart)
            seat = start.names.index("Zoe")
            await yann.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "SeatControlled" and e.seat == seat for e in f.events),
                timeout=20)
            await _returns_to_the_same_state(server, zoe, table, seat, token, "Zoe")
    run(go())


def test_the_owner_cut_off_when_the_next_round_is_theirs_to_deal(tmp_path):
    """The round is over and only the owner deals the next one (RULES.md 9): the owner's
    connection drops; after the drop time a computer player holds the seat and deals, the
    table plays on, and the owner comes back into the seat, still the owner."""
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, players=2, score_limit=50000)
            await zoe.send(p.SetOptions(p.OptionsWire(players=2, score_limit=50000),
                                        p.TimingWire(pace=0.2, settle=1.0, drop_after=5)))
            await zoe.wait_for(p.TableState, lambda f: f.timing.drop_after == 5)
            token = zoe.of(p.Welcome)[0].token
            await zoe.send(p.Start())
            await yann.wait_for(p.MatchStart)
            done = asyncio.Event()
            players = [Player("Zoe", 0, random.Random(1)).attach(zoe),
                       Player("Yann", 1, random.Random(2)).attach(yann)]
            players[0].deals = False  # the owner does not deal: she is about to drop
            over = lambda v: v.phase == "round_over"  # noqa: E731
            await asyncio.wait_for(asyncio.gather(*(player.play(done, stop=over)
                                                    for player in players)), 90)
            assert server.rooms[table].host.phase == "round_over"
            _cut(zoe)
            seen = len(yann.frames)
            taken = await yann.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "SeatControlled" and e.seat == 0 and e.level == "normal"
                for e in f.events), after=seen, timeout=20)
            assert taken.view.phase == "round_over"  # nobody dealt while the seat waited
            started = await yann.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "RoundStarted" for e in f.events), after=seen, timeout=20)
            assert started.view.round == 2 and started.by == 0  # dealt from the owner's seat
            back = await _returns_to_the_same_state(server, zoe, table, 0, token, "Zoe")
            assert (await back.wait_for(p.TableState)).owner == "Zoe"
            assert server.rooms[table].host.owner == 0
    run(go())


def test_everyone_reconnecting_at_once(tmp_path):
    """Every connection of fifty tables (150 people) drops at the same instant and every person comes
    back at the same instant: each is welcomed back into their own seat, nobody gets an
    error, and the server goes on serving."""
    async def go():
        limits = Limits(actions_per_second=1000.0, connections_per_ip=500)
        async with running(tmp_path, limits, speed=SPEED) as server:
            people: list[tuple[Client, int, int]] = []  # client, table, seat
            for number in range(50):
                owner = await Client.open(server.port, f"Owner{number}")
                await owner.wait_for(p.Lobby)
                await owner.send(p.CreateTable(f"T{number}"))
                table = (await owner.wait_for(p.TableState)).id
                await owner.send(p.SetOptions(p.OptionsWire(players=4, score_limit=50000),
                                              p.TimingWire(pace=0.2, settle=1.0,
                                                           drop_after=600)))
                await owner.wait_for(p.TableState, lambda f: len(f.seats) == 4)
                people.append((owner, table, 0))
                for seat in (1, 2):
                    guest = await Client.open(server.port, f"Guest{number}-{seat}")
                    await guest.wait_for(p.Lobby)
                    await guest.send(p.JoinTable(table, seat))
                    await guest.wait_for(p.TableState, lambda f, s=seat: f.you == s)
                    people.append((guest, table, seat))
                await owner.send(p.SetSeat(3, "easy"))
                await owner.wait_for(p.TableState, lambda f: len(f.seats) == 4
                                     and f.seats[3].level == "easy")
                await owner.send(p.Start())
            for client, _, _ in people:
                await client.wait_for(p.MatchStart)
            tokens = {c.name: c.of(p.Welcome)[0].token for c, _, _ in people}
            await asyncio.sleep(0.3)  # the computer players play meanwhile
            for client, _, _ in people:
                _cut(client)
            back = await asyncio.gather(*(Client.open(server.port, c.name, tokens[c.name])
                                          for c, _, _ in people))
            starts = await asyncio.gather(*(c.wait_for(p.MatchStart, timeout=30)
                                            for c in back))
            for (_, table, seat), new, start in zip(people, back, starts, strict=True):
                assert start.seat == seat
                assert server.rooms[table].seat_of(new.name) == seat
            await asyncio.sleep(0.3)
            assert all(c.of(p.Failed) == [] and c.ws.close_code is None for c in back)
            assert all(server.is_connected(c.name) for c in back)
            late = await Client.open(server.port, "Late")
            assert (await late.wait_for(p.Welcome)).name == "Late"
    run(go())
