print("fsm-demo")
