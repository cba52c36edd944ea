print("dial-bench: not built yet")
