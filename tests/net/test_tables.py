"""Tables with people: the owner's powers, team picking by name, spectators, private tables,
kicks, drops and returns, and what each connection may hear."""

from __future__ import annotations

import asyncio
import random

from game.net import protocol as p
from game.net.server import running
from game.rules import Card
from game.rules import events as ev

from .helpers import Client, latest_view, play_when_asked
from .test_server import FAST, SPEED, run, table_of_two


def test_only_the_owner_sets_up_and_starts(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, players=2)
            for frame in (p.SetOptions(p.OptionsWire(players=3)), p.SetSeat(0, "easy"),
                          p.Start(), p.Kick("Zoe"), p.GiveOwner("Yann")):
                await yann.send(frame)
            await yann.wait_for(p.Failed, lambda f: len(yann.of(p.Failed)) == 5)
            assert {f.code for f in yann.of(p.Failed)} == {"not_owner"}
            await zoe.send(p.SetOptions(p.OptionsWire(players=3, teams=1)))
            assert (await zoe.wait_for(p.Failed)).code == "options_teams_not_offered"
            await zoe.send(p.SetOptions(p.OptionsWire(players=3)))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 3)
            await zoe.send(p.Start())  # seat 2 is empty
            assert (await zoe.wait_for(p.Failed, lambda f: f.code == "seats_open"))
            await zoe.send(p.GiveOwner("Yann"))
            state = await yann.wait_for(p.TableState, lambda f: f.owner == "Yann")
            assert state.you == 1
            seen = len(yann.frames)
            await yann.send(p.SetSeat(0, "hard"))
            assert (await yann.wait_for(p.Failed, after=seen)).code == "seat_taken"  # Zoe's
    run(go())


def test_team_picking_by_name_between_two_people(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, teams=2, players=4)
            await zoe.send(p.Start())
            picking = await zoe.wait_for(p.Picking)
            assert picking.chooser == 0 and picking.names[0] == "Zoe"
            assert set(picking.available) == {1, 2, 3}
            await yann.send(p.Pick(2))  # not Yann's pick
            assert (await yann.wait_for(p.Failed)).code == "not_your_pick"
            await zoe.send(p.Pick(picking.names.index("Yann")))
            picked = await yann.wait_for(p.Picked)
            assert picked.chooser == 0 and not picked.at_random
            start = await zoe.wait_for(p.MatchStart)
            seats = start.names
            # seats alternate between teams: Zoe and Yann share car 0
            zoe_seat, yann_seat = seats.index("Zoe"), seats.index("Yann")
            assert start.view.seat_car[zoe_seat] == start.view.seat_car[yann_seat]
            assert (await yann.wait_for(p.MatchStart)).seat == yann_seat
    run(go())


def test_a_picker_who_waits_too_long_gets_a_random_pick(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, teams=2, players=4)
            await zoe.send(p.SetOptions(p.OptionsWire(players=4, teams=2, score_limit=1000),
                                        p.TimingWire(pick_seconds=5)))
            await zoe.wait_for(p.TableState, lambda f: f.timing.pick_seconds == 5)
            # the computer seats went with the new options: put them back
            for seat in (2, 3):
                await zoe.send(p.SetSeat(seat, "easy"))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 4
                               and f.seats[3].level == "easy")
            await zoe.send(p.Start())
            picked = await yann.wait_for(p.Picked, timeout=20)
            assert picked.chooser == 0 and picked.at_random  # Zoe said nothing for 5 s
            await yann.wait_for(p.MatchStart)
    run(go())


def test_a_spectator_hears_the_public_plays_and_never_a_hand(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server)
            xavi = await Client.open(server.port, "Xavi")
            await xavi.wait_for(p.Lobby)
            await xavi.send(p.WatchTable(table))
            await zoe.wait_for(p.TableState, lambda f: "Xavi" in f.spectators)
            await zoe.send(p.Start())
            watching = await xavi.wait_for(p.MatchStart)
            assert watching.seat is None and watching.view.hand == ()
            done = asyncio.Event()
            tasks = [asyncio.create_task(play_when_asked(c, done, random.Random(i)))
                     for i, c in enumerate((zoe, yann))]
            await xavi.wait_for(p.Update, lambda f: len(xavi.of(p.Update)) >= 30, timeout=60)
            await xavi.send(p.Act(p.Draw()))
            assert (await xavi.wait_for(p.Failed)).code == "not_playing"
            done.set()
            await asyncio.gather(*tasks)
            for update in xavi.of(p.Update):
                assert update.view.hand == () and update.view.seat == -1
                for event in update.events:
                    assert getattr(event, "cards", None) is None
                    if type(event).__name__ == "Drew":
                        assert event.card is None
    run(go())


def test_a_private_table_needs_its_code(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            await zoe.send(p.CreateTable("Friends", code="tulip"))
            state = await zoe.wait_for(p.TableState)
            assert state.private
            yann = await Client.open(server.port, "Yann")
            lobby = await yann.wait_for(p.Lobby, lambda f: f.tables)
            assert lobby.tables[0].private
            for frame in (p.JoinTable(state.id), p.JoinTable(state.id, code="rose"),
                          p.WatchTable(state.id, code="rose")):
                await yann.send(frame)
            await yann.wait_for(p.Failed, lambda f: len(yann.of(p.Failed)) == 3)
            assert [f.code for f in yann.of(p.Failed)] == ["wrong_code"] * 3
            await yann.send(p.JoinTable(state.id, code="tulip"))
            assert (await yann.wait_for(p.TableState)).you == 1
    run(go())


def test_a_kicked_person_cannot_come_back(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, players=2)
            await zoe.send(p.Kick("Yann"))
            assert (await yann.wait_for(p.Kicked)).table == table
            await yann.wait_for(p.Lobby, after=len(yann.frames) - 1)
            for frame in (p.JoinTable(table), p.WatchTable(table)):
                await yann.send(frame)
            await yann.wait_for(p.Failed, lambda f: len(yann.of(p.Failed)) == 2)
            assert [f.code for f in yann.of(p.Failed)] == ["kicked", "kicked"]
            state = await zoe.wait_for(p.TableState, lambda f: f.seats[1].name is None)
            assert state.seats[1].level is None
    run(go())


def test_acting_out_of_turn_or_away_from_a_table_is_refused(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, players=2)
            lone = await Client.open(server.port, "Lone")
            await lone.wait_for(p.Lobby)
            await lone.send(p.Act(p.Draw()))
            assert (await lone.wait_for(p.Failed)).code == "not_at_table"
            await zoe.send(p.Start())
            await yann.wait_for(p.MatchStart)
            await yann.send(p.Act(p.Draw()))  # Zoe plays first
            outcome = await yann.wait_for(p.Outcome)
            assert not outcome.accepted and outcome.reason == "not_your_turn"
    run(go())


def test_a_person_who_drops_gets_the_seat_back_with_the_same_hand(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server, players=3)
            await zoe.send(p.SetOptions(p.OptionsWire(players=3, score_limit=5000),
                                        p.TimingWire(pace=0.2, settle=1.0, drop_after=5)))
            await zoe.wait_for(p.TableState, lambda f: f.timing.drop_after == 5)
            await zoe.send(p.SetSeat(2, "easy"))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 3
                               and f.seats[2].level == "easy")
            await zoe.send(p.Start())
            await yann.wait_for(p.MatchStart)
            token = (yann.of(p.Welcome))[0].token
            done = asyncio.Event()
            zoe_plays = asyncio.create_task(play_when_asked(zoe, done, random.Random(1)))
            await yann.close()
            # after 5 s of the table's clock, a computer plays for Yann
            taken = await zoe.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "SeatControlled" and e.level == "normal" for e in f.events),
                timeout=20)
            assert taken
            await zoe.wait_for(p.Update, lambda f: len(zoe.of(p.Update)) >= 20, timeout=30)
            back = await Client.open(server.port, "Yann", token=token)
            start = await back.wait_for(p.MatchStart)
            assert start.seat == 1
            truth = server.rooms[table].host.view(1)
            assert tuple(start.view.hand) == truth.hand  # the same hand, as the host holds it
            missed = await back.wait_for(p.Missed)
            assert missed.plays > 0
            returned = await zoe.wait_for(p.Update, lambda f: any(
                type(e).__name__ == "SeatControlled" and e.level is None for e in f.events))
            assert returned
            done.set()
            await zoe_plays
    run(go())


def test_nothing_sent_to_a_seat_shows_another_hand_or_the_pile(tmp_path):
    """Every frame the server sends is checked as it leaves: drawn and dealt cards only to
    their owner, each view's hand exactly its own seat's, no pile order anywhere."""
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            problems: list[str] = []
            real_send = server.send

            def checked_send(name: str, frame) -> None:
                room = next((r for r in server.rooms.values() if name in r.people()), None)
                if room is not None and room.host is not None and isinstance(
                        frame, (p.Update, p.MatchStart, p.Missed)):
                    seat = room.seat_of(name)
                    table = room.host.table_for_saving
                    if not isinstance(frame, p.Missed):
                        expected = () if seat is None else tuple(table.hands[seat])
                        if tuple(frame.view.hand) != expected:
                            problems.append(f"{name}: a hand not its own")
                    for event in getattr(frame, "events", ()):
                        shown = getattr(event, "cards", None) or getattr(event, "card", None)
                        if type(event).__name__ in ("Drew", "Dealt") and shown is not None \
                                and event.seat != seat:
                            problems.append(f"{name}: seat {event.seat}'s card")
                    if b'"pile"' in p.encode(frame):
                        problems.append(f"{name}: the pile")
                real_send(name, frame)

            server.send = checked_send
            zoe, yann, table = await table_of_two(server)
            xavi = await Client.open(server.port, "Xavi")
            await xavi.wait_for(p.Lobby)
            await xavi.send(p.WatchTable(table))
            await zoe.wait_for(p.TableState, lambda f: "Xavi" in f.spectators)
            await zoe.send(p.Start())
            done = asyncio.Event()
            tasks = [asyncio.create_task(play_when_asked(c, done, random.Random(i)))
                     for i, c in enumerate((zoe, yann))]
            await zoe.wait_for(p.Update, lambda f: f.view.round >= 2 or f.view.phase != "playing",
                               timeout=90)
            done.set()
            await asyncio.gather(*tasks)
            assert problems == []
            # and as received: every card a client ever saw of a draw was its own seat's
            for client, seat in ((zoe, 0), (yann, 1)):
                for update in client.of(p.Update):
                    for event in update.events:
                        if isinstance(event, p._TO_WIRE[ev.Drew]) and event.card is not None:
                            assert event.seat == seat and isinstance(event.card, Card)
            assert latest_view(xavi).hand == ()
    run(go())


def test_a_table_everyone_walked_away_from_closes_and_one_they_return_to_stays(tmp_path):
    """A table none of whose people is connected closes after `abandon_after` of the table
    clock (its files kept as *.closed), waiting or playing; one person coming back in time
    keeps it; a table restored after a restart with nobody back closes the same way."""
    from dataclasses import replace

    limits = replace(FAST, abandon_after=40.0)  # one second at SPEED 40

    async def go():
        async with running(tmp_path, limits, speed=SPEED) as server:
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            await zoe.send(p.CreateTable("Waiting"))
            waiting = (await zoe.wait_for(p.TableState)).id
            token = zoe.of(p.Welcome)[0].token
            await zoe.close()
            await asyncio.sleep(0.5)  # half the time: Zoe comes back, the table stays
            zoe = await Client.open(server.port, "Zoe", token=token)
            assert (await zoe.wait_for(p.TableState)).id == waiting
            await asyncio.sleep(1.5)
            assert waiting in server.rooms
            await zoe.close()
            for _ in range(100):
                if waiting not in server.rooms:
                    break
                await asyncio.sleep(0.05)
            assert waiting not in server.rooms
            assert (tmp_path / "tables" / f"{waiting}.room.json.closed").exists()
            zoe = await Client.open(server.port, "Zoe", token=token)
            await zoe.wait_for(p.Lobby)  # back in the lobby, the table gone
            await zoe.close()

            zoe, yann, playing = await table_of_two(server, players=3)
            await zoe.send(p.SetSeat(2, "easy"))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 3
                               and f.seats[2].level == "easy")
            await zoe.send(p.Start())
            await yann.wait_for(p.MatchStart)
            await zoe.close()
            await yann.close()
        async with running(tmp_path, limits, speed=SPEED) as server:
            assert playing in server.rooms  # restored, nobody back yet
            for _ in range(100):
                if playing not in server.rooms:
                    break
                await asyncio.sleep(0.05)
            assert playing not in server.rooms
            assert (tmp_path / "tables" / f"{playing}.match.jsonl.closed").exists()
    run(go())
