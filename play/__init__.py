"""What a person plays: the terminal games and the browser server, on top of lib/."""
