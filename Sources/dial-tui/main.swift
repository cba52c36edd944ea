print("dial-tui: not built yet")
