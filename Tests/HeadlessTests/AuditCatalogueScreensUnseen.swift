import Foundation
import TermUI

/// The catalogue's techniques for what is timed, coloured or moving: most of these defects
/// cannot be seen from a terminal's element tree and drawing, and are recorded as such.
extension AuditCatalogue {
    static func unseenByRotor() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Status shown by colour alone", "a green or red dot is the only sign of who is online", unseen: true) {
                HStack { Circle().fill(Color.green).frame(width: 8, height: 16); Text("Ana") }
            } good: {
                HStack { Circle().fill(Color.green).frame(width: 8, height: 16).accessibilityHidden(true); Text("Ana, online") }
            },
            CatalogueTechnique("Error shown only in red", "an invalid field turns red; nothing says why", unseen: true) {
                CatErrorField(explains: false)
            } good: {
                CatErrorField(explains: true)
            },
            CatalogueTechnique("Announcements back to back", "a second announcement cuts off the first") {
                CatAnnouncer(gap: 0.1)
            } good: {
                CatAnnouncer(gap: 1.5)
            },
            CatalogueTechnique("Two buttons on one frame", "a hidden-looking button laid over another: touch finds one") {
                ZStack {
                    Button {} label: { Text("Play").frame(width: 80) }
                    Button {} label: { Text("Pause").frame(width: 80) }
                }
            } good: {
                HStack {
                    Button {} label: { Text("Play").frame(width: 80) }
                    Button {} label: { Text("Pause").frame(width: 80) }
                }
            },
        ]
    }
}

struct CatErrorField: View {
    var explains: Bool
    @State var email = "ana@"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email).foregroundColor(Color.red)
            if explains { Text("Enter a full email address, like ana@example.com") }
        }
    }
}

/// Posts "Saved", then "Uploading" `gap` seconds later, half a second after it appears.
struct CatAnnouncer: View {
    var gap: Double
    var body: some View {
        Text("Upload").onAppear {
            TermUI.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                AccessibilityNotification.Announcement("Saved").post()
            }
            TermUI.Timer.scheduledTimer(withTimeInterval: 0.5 + gap, repeats: false) { _ in
                AccessibilityNotification.Announcement("Uploading").post()
            }
        }
    }
}
