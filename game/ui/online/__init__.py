"""Online play, the client side: "Play online" and "Host a game" (`connect`), the connection
as the game lives it (`session`), the lobby, a table and its owner's choices, team picking
among people, and the play screen on a server's seat. The server is `game.net`."""
