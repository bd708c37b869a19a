import Foundation
import SwiftUI

/// A profile form that confirms its save a moment later, once the server would have answered:
/// the confirmation is an announcement, since focus stays on the button.
struct ProfileSaveView: View {
    @State private var name = "Ada Lovelace"
    @State private var isSaving = false
    @State private var status = "Not saved yet"

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                Text(status)
            }
            Button(isSaving ? "Saving" : "Save profile") {
                isSaving = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    isSaving = false
                    status = "Saved"
                    AccessibilityNotification.Announcement("Profile saved").post()
                }
            }
            .disabled(isSaving)
            Button("Undo last change") {
                DispatchQueue.main.async {
                    status = "Change undone"
                    UIAccessibility.post(notification: .announcement, argument: "Change undone")
                }
            }
        }
    }
}

#Preview("Profile") {
    ProfileSaveView()
}
