"""The multiplayer service: tables in a database, games played over WebSockets.

``storage`` keeps tables, seats and moves (SQLite by default, PostgreSQL by
URL); ``rooms`` holds the live games, settles actions one at a time and lets
bots play; ``app`` is the ASGI application (pages, the lobby API and the
WebSocket protocol).  The rules core knows nothing of this package: the server
only uses the engine's public protocol and sends each seat ``state.view(seat)``.
"""
