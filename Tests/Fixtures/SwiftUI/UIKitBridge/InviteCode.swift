import SwiftUI
import UIKit

/// Sharing a trip's invite code: copy it to the pasteboard with a success haptic, and a
/// light tap as the number of guests changes.
struct InviteCode: View {
    let code = "TRAIL-2026"
    @State private var copied = false
    @State private var guests = 2
    private let success = UINotificationFeedbackGenerator()

    var body: some View {
        VStack(spacing: 12) {
            Text("Invite friends")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            Text(code)
                .font(.title)
                .accessibilityLabel("Invite code")
                .accessibilityValue(code)
            Button {
                UIPasteboard.general.string = code
                success.notificationOccurred(.success)
                copied = true
            } label: {
                Label {
                    Text(copied ? "Copied" : "Copy code")
                } icon: {
                    Image(uiImage: UIImage(systemName: "doc.on.doc")!)
                }
            }
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                .onChange(of: guests) {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                }
            Text("Pasteboard: \(UIPasteboard.general.hasStrings ? "has a code" : "empty")")
                .font(.caption)
                .foregroundColor(Color(.secondaryLabel))
        }
        .padding()
    }
}

#Preview {
    InviteCode()
}
