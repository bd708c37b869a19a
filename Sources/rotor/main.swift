print("rotor")
