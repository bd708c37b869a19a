import SwiftUI

/// A sign-up form: each field says what it holds, so autofill and the keyboard can help.
struct SignUpForm: View {
    @State private var fullName = ""
    @State private var email = ""
    @State private var password = ""
    @State private var age = 30
    @State private var agreesToTerms = false
    @State private var didSubmit = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Full name", text: $fullName)
                        .textContentType(.name)
                        .textInputAutocapitalization(.words)
                        .submitLabel(.next)
                    TextField("Email", text: $email)
                        .textFieldStyle(.roundedBorder)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    SecureField("Password", text: $password)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                        .textContentType(.newPassword)
                    TextField("Age", value: $age, format: .number)
                        .keyboardType(.numberPad)
                        .textFieldStyle(.plain)
                }
                Section {
                    Toggle("I agree to the terms", isOn: $agreesToTerms)
                    Button("Create account") { didSubmit = true }
                        .keyboardShortcut(.defaultAction)
                        .disabled(!agreesToTerms)
                }
                if didSubmit {
                    Text("Welcome, \(fullName)")
                }
            }
            .navigationTitle("Sign up")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Sign up") {
    SignUpForm()
}
