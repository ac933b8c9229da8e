# Online play (game/ui/online/): connecting, hosting a game, the lobby, a table and its owner's
# choices, team picking among people, chat, and what the play screen adds online.

## Play online: the menu from the home screen

online-title = Play online.
# $address: what the player typed, such as example.org or 192.168.1.20:8765
online-server = Server: { $address }
online-server-none = not set yet
online-server-prompt = Server address
online-server-first = Type the server's address first.
online-name = Your name: { $name }
online-name-too-long = Online, a name has at most { $count } characters: shorten yours first.
online-connect = Connect
online-host = Host a game on this computer
# Said instead of "Host a game" while this computer's server runs
online-hosting-now = Your server runs on port { $port }: join it
online-host-port = Port for hosting: { $port }
online-port-prompt = Port number
online-port-bad = A port is a number from { $low } to { $high }.
online-host-unavailable = Hosting needs a settings folder, and this game has none.
opts-announce-arrivals = Say when people arrive in the lobby or leave it

## Connecting and hosting

online-connecting = Connecting to { $address }. Escape gives up.
# $reason: why the last try failed (one of the online-lost messages)
online-connect-retry = { $reason } Trying again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
}. Escape gives up.
online-cancelled = Not connected.
online-host-starting = Starting your server on port { $port }.
online-host-failed = Your server could not start on port { $port }: { $error }. Another program may use that port: choose another one.
# $addresses: this computer's addresses on the local network with the port, such as 192.168.1.20:8765
online-host-started = Your server is running. { $count ->
    [0] No network address found: friends on this computer only, at localhost port { $port }.
    [one] Friends on your network connect to { $addresses }.
   *[other] Friends on your network connect to one of { $addresses }.
}
online-host-internet = To play over the internet, open port { $port } in your router, or use a public server.
online-table-default-name = { $name }'s table
help-online-cancel = give up and go back
help-online-status = say how the connection goes

## The connection

online-reconnected = Connected again.
online-lost = Connection lost. Reconnecting.
online-not-connected = Not connected: reconnecting.
online-lost-closed = The server closed the connection.
online-lost-unreachable = The server cannot be reached.
online-lost-invalid_address = That is not a server address.
online-lost-not_a_server = No game server answers at that address.
online-lost-too_many_connections = Too many connections from your address.
online-lost-server_full = The server is full.
online-lost-replaced = You connected again from somewhere else: this connection is closed.
online-lost-policy = The server closed the connection: too many refused messages.
online-lost-too_big = The server closed the connection: a message was too long.

## Refusals from the server (error codes)

online-error-already_at_table = You are already at a table: leave it first.
online-error-already_said_hello = Already connected.
online-error-already_seated = You already have a seat at this table.
online-error-bad_frame = The server did not understand the game. Please update it.
online-error-empty = Nothing to send.
online-error-hello_first = The server did not understand the game. Please update it.
online-error-kicked = The owner removed you from this table: you cannot come back to it.
online-error-match_started = The match has started: that cannot change now.
online-error-name_invalid = That name cannot be used: choose another one, in plain letters.
online-error-name_taken = Someone on this server already uses that name: choose another one.
online-error-no_such_person = That person is not at the table.
online-error-no_such_table = That table is gone.
online-error-not_at_table = You are not at a table.
online-error-not_available = That player is already taken.
online-error-not_owner = Only the table owner can do that.
online-error-not_picking = Nobody is picking teams now.
online-error-not_playing = You are not playing at this table.
online-error-not_your_pick = It is not your pick.
online-error-rate_limited = Too fast: wait a moment.
online-error-seat_taken = That seat is taken.
online-error-seats_open = Fill every seat with a person or a computer player first.
online-error-seats_taken = People sit in the seats that would go: fewer players is not possible now.
online-error-server_error = The server had a problem with that. Try again.
online-error-table_full = The table is full.
online-error-too_many_tables = The server has too many tables: join one.
online-error-too_many_tables_yours = You already own as many tables as the server allows.
online-error-update_required = This server needs a newer version of the game. Please update it.
online-error-wrong_code = Wrong code for this private table.
online-error-other = The server refused: { $code }.

## The lobby

online-lobby-title = Lobby. { $tables ->
    [0] No tables yet
    [one] One table
   *[other] { $tables } tables
}, { $people ->
    [one] one person here.
   *[other] { $people } people here.
}
# $state: one of online-table-state; $private: yes or no
online-table-line = { $name }, owner { $owner }, { $preset }, { $taken } of { $seats } seats taken: { $people ->
    [one] one person
   *[other] { $people } people
}, { $computers ->
    [0] no computer players
    [one] one computer player
   *[other] { $computers } computer players
}, { $state }{ $private ->
    [yes] , private
   *[no] {""}
}
online-table-state = { $state ->
    [picking] choosing teams
    [playing] playing round { $round }
    [over] match over
   *[waiting] waiting for players
}
online-create = Create a table
online-create-name-prompt = Table name
online-create-code-prompt = Code for a private table, or nothing for a table open to all
online-sit = Sit at this table
online-watch = Watch this table
online-code-prompt = This table is private: its code
online-who = Who is here
online-chat = Chat
online-leave = Leave online play
online-left = Disconnected.
online-who-lobby = { $count ->
    [one] One person connected: { $names }.
   *[other] { $count } people connected: { $names }.
}
online-arrived = { $name } arrived.
online-departed = { $name } left.

## Chat

online-chat-prompt = Say
# $scope: lobby or table
online-chat-line = { $name }: { $text }
help-online-chat = type a chat line
help-online-who = who is here

## A table

# $where: seat or watch
online-table-title = { $name }, owned by { $who ->
    [you] you
   *[other] { $owner }
}: { $state }. { $where ->
    [watch] You are watching.
   *[seat] You are in seat { $number }.
}
online-seat-empty = Seat { $number }: empty
online-seat-computer = Seat { $number }: computer player, { $level }
# A person's seat; $computer: a computer player plays it for them now (they dropped)
online-seat-person = Seat { $number }: { $who ->
    [you] you
   *[person] { $name }
}{ $owner ->
    [yes] , owner
   *[no] {""}
}{ $computer ->
    [yes] , away: a computer player plays for them, { $level }
   *[no] { $connected ->
        [yes] {""}
       *[no] , disconnected
    }
}
online-watchers = Watching: { $names }
online-watchers-title = Who watches
online-timing = Timing: { $timing }
online-start = Start the match
online-leave-table = Leave the table
online-leave-table-confirm = Leave the table?
online-stay = Still at the table.
online-seat-add = Put a computer player here, { $level }
online-seat-open = Open the seat for a person
online-give-owner = Hand the table over to { $name }
online-kick = Remove { $name } from the table
online-kick-confirm = Remove { $name } from the table? They cannot come back to it.
# $state: here, away or computer
online-who-person = { $name }{ $owner ->
    [yes] , owner
   *[no] {""}
}{ $state ->
    [away] , disconnected
    [computer] , a computer player plays for them
   *[here] {""}
}
online-who-table = At the table: { $people }.{ $computers ->
    [0] {""}
    [one] {" "}One computer player.
   *[other] {" "}{ $computers } computer players.
} Watching: { $watchers }.

## The owner's rules and timing

online-options-title = Table rules and timing. Escape or Done sends them to the table.
online-options-done = Done
online-timing-settle = Wait after every attack before the next play
online-timing-drop = A computer player takes a disconnected person's seat after
online-timing-drop-level = That computer player's level
online-timing-pick = Time for each pick of a team-mate
online-seconds = { $value ->
    [one] { $value } second
   *[other] { $value } seconds
}

## What changes at the table

online-news-owner = { $who ->
    [you] You own the table now.
   *[other] { $name } owns the table now.
}
online-news-sits = { $name } sits in seat { $number }.
online-news-left = { $name } left the table.
online-news-computer = Seat { $number }: computer player, { $level }.
online-news-open = Seat { $number } is open.
online-news-connection = { $connected ->
    [yes] { $name } is back.
   *[no] { $name } lost the connection.
}
online-news-rules = New rules: { $rules }.
online-news-timing = New timing: { $timing }.
online-news-watching = { $name } is watching.
online-news-not-watching = { $name } stopped watching.
online-news-picking-off = Team picking called off: someone left.
online-kicked = The owner removed you from the table.

## Team picking among people

online-picking-title = Team picking. { $who ->
    [you] Your pick: choose a team-mate, within { $seconds } seconds.
   *[other] { $chooser } is choosing.
} Teams so far: { $teams }.
online-picking-chooser = { $chooser } is choosing.
online-picking-not-yours = Not your pick: { $chooser } is choosing.
# $at_random: yes when the chooser's time ran out
online-picked = { $at_random ->
    [yes] { $who ->
        [you] Time is up: you get { $name }, at random.
       *[other] Time is up: { $chooser } gets { $name }, at random.
    }
   *[no] { $who ->
        [you] You take { $name }.
       *[other] { $chooser } takes { $name }.
    }
}

## Playing online

online-watching = You are watching { $name }.
online-watching-status = You are watching.
online-watching-no-play = You are watching: you cannot play.
online-watching-no-hand = You are watching: you have no hand.
online-back-in-seat = You are back in your seat.
online-missed = While you were away: { $count ->
    [one] one play.
   *[other] { $count } plays.
}
online-next-round-owner = { $name } deals the next round.
online-pause-title = Menu. The table plays on meanwhile.
online-leave-match-confirm = Leave the match? A computer player takes your seat.
# A person's seat changed hands: $computer yes when a computer player now plays it (the person
# dropped or left), no when the person is back
event-seat-controlled = { $computer ->
    [yes] A computer player now plays for { $player }.
   *[no] { $player } is back and plays again.
}
reason-computer_seat = A computer player plays your seat now.
reason-no_such_seat = There is no such seat.

## The home screen and settings

home-online = Play online
setting-server-address = The online server's address
setting-online-tokens = Your places on online servers
setting-host-port = The port for hosting a game
